import { createHmac } from 'node:crypto';

export type HashIdentity = (value: string) => string;

/** docs/product.md §9 SHA-1, keyed with the deployment's secret so a hash cannot be matched by hashing guesses. */
export function createIdentityHasher(key: Buffer): HashIdentity {
  return (value) => createHmac('sha1', key).update(value.trim().toLowerCase()).digest('hex');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function mustHash(name: string, value: unknown): boolean {
  if (value === null || typeof value === 'boolean') return false;
  // docs/product.md §9: any field whose name ends in `Id` is hashed; e-mails are hashed wherever they appear.
  return name.endsWith('Id') || /email/i.test(name) || (typeof value === 'string' && EMAIL.test(value.trim()));
}

/** Copies action params with ids and e-mails replaced by their hashes. */
export function hashEventParams(params: Readonly<Record<string, unknown>>, hash: HashIdentity): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name] = mustHash(name, value) ? hash(String(value)) : value;
  }
  return out;
}
