import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@airscope/contracts';

/** A 6-digit code from the CSPRNG (ASVS 6.5.3, 6.5.4). */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_CODE_LENGTH)
    .toString()
    .padStart(OTP_CODE_LENGTH, '0');
}

/** Keyed with a deployment secret and bound to the share, so a copied table cannot be brute-forced offline. */
export function hashOtpCode(secret: Buffer, shareId: string, code: string): string {
  return createHmac('sha256', secret).update(`${shareId}:${code}`).digest('hex');
}

export function otpHashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
