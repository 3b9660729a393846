import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes); verified exactly as received, no truncation.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against for unknown users, so timing does not reveal who exists. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('airscope-dummy-password-for-timing');
  return dummyHash;
}
