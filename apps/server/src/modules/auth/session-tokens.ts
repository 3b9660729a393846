import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the CSPRNG, base64url: session ids and CSRF tokens (docs/security.md S3). */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are stored by hash, so a copy of the table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
