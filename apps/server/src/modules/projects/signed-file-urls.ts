import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProjectFileKind } from '../../db/db.types.ts';

export interface SignedFileClaim {
  projectId: string;
  kind: ProjectFileKind;
  name: string;
  /** Expiry, epoch milliseconds. */
  expires: number;
}

/** Short-lived capability URLs for files an <img> must load without custom headers (like S3 presigned GETs). */
export function createFileSigner(secret: Buffer) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    sign(claim: SignedFileClaim): string {
      const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    /** The claim when the signature holds and it has not expired; otherwise null. */
    verify(token: string, now: Date): SignedFileClaim | null {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedFileClaim;
        return claim.expires > now.getTime() ? claim : null;
      } catch {
        return null;
      }
    },
  };
}
export type FileSigner = ReturnType<typeof createFileSigner>;
