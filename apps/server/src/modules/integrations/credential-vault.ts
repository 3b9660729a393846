import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { findServerSecret, listServerSecretNames, loadServerSecret, retireServerSecret } from '../secrets/server-secrets.service.ts';

/** The secret half of a connection: what the controller takes to let us in. */
export interface CredentialSecrets {
  apiKey?: string | undefined;
  password?: string | undefined;
}

export interface SealedCredentials {
  keyId: string;
  /** base64 IV, ciphertext and GCM tag joined by "." */
  sealed: string;
}

const KEY_PREFIX = 'controller-credentials-key-';
const IV_BYTES = 12;

const keyNumber = (name: string): number => Number(name.slice(KEY_PREFIX.length));
// The row id is authenticated with the ciphertext, so a sealed value copied onto another connection does not open.
const aad = (connectionId: string): Buffer => Buffer.from(`controller-connection:${connectionId}`, 'utf8');

/**
 * AES-256-GCM sealing of connection credentials under versioned keys of the server's secret store
 * (docs/security.md I1). The current key is the highest version; rows name the key that sealed them,
 * so a rotation adds a key, re-seals row by row and retires old keys once nothing uses them.
 */
export function createCredentialVault(db: Kysely<Database>) {
  // Keys never change once made, so each is read once per process.
  const known = new Map<string, Buffer>();

  async function keyById(keyId: string): Promise<Buffer> {
    const cached = known.get(keyId);
    if (cached) return cached;
    const key = await findServerSecret(db, `${KEY_PREFIX}${keyId}`);
    if (!key) throw new Error(`Controller credentials key ${keyId} is missing from the secret store`);
    known.set(keyId, key);
    return key;
  }

  async function currentKeyId(): Promise<string> {
    const versions = (await listServerSecretNames(db, KEY_PREFIX)).map(keyNumber).filter(Number.isInteger);
    if (versions.length > 0) return String(Math.max(...versions));
    await loadServerSecret(db, `${KEY_PREFIX}1`);
    return '1';
  }

  async function seal(connectionId: string, secrets: CredentialSecrets): Promise<SealedCredentials> {
    const keyId = await currentKeyId();
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await keyById(keyId), iv);
    cipher.setAAD(aad(connectionId));
    const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
    return { keyId, sealed: [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64')).join('.') };
  }

  async function open(connectionId: string, sealed: SealedCredentials): Promise<CredentialSecrets> {
    const [iv, body, tag] = sealed.sealed.split('.').map((part) => Buffer.from(part, 'base64'));
    if (!iv || !body || !tag) throw new Error('Sealed controller credentials are malformed');
    const decipher = createDecipheriv('aes-256-gcm', await keyById(sealed.keyId), iv);
    decipher.setAAD(aad(connectionId));
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    return JSON.parse(text) as CredentialSecrets;
  }

  return {
    seal,
    open,
    currentKeyId,
    /** Makes the next key version current; existing rows still open with their own key until re-sealed. */
    async addKey(): Promise<string> {
      const next = String(Number(await currentKeyId()) + 1);
      await loadServerSecret(db, `${KEY_PREFIX}${next}`);
      return next;
    },
    /** Key ids in the store other than the current one (candidates to retire once no row uses them). */
    async olderKeyIds(): Promise<string[]> {
      const current = await currentKeyId();
      return (await listServerSecretNames(db, KEY_PREFIX)).map((name) => name.slice(KEY_PREFIX.length)).filter((id) => id !== current);
    },
    /** Forgets a key; the caller has checked that no row is sealed with it. */
    async retire(keyId: string): Promise<void> {
      known.delete(keyId);
      await retireServerSecret(db, `${KEY_PREFIX}${keyId}`);
    },
  };
}
export type CredentialVault = ReturnType<typeof createCredentialVault>;
