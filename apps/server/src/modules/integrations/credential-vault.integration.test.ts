import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../testing/test-app.ts';
import { createCredentialVault } from './credential-vault.ts';
import { createIntegrationsRepository } from './integrations.repository.ts';
import { rotateCredentialKey } from './rotate-credential-key.ts';

// docs/security.md I1: credentials sealed with AES-256-GCM under a versioned server key; rotation loses nothing.
describe.each(DATABASE_KINDS)('controller credentials at rest (%s)', (kind) => {
  let t: TestApp;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    orgId = (await t.db.selectFrom('users').select('org_id').where('email', '=', 'admin@airscope.test').executeTakeFirstOrThrow()).org_id!;
  });
  afterAll(() => t.close());

  async function storeConnection(apiKey: string): Promise<string> {
    const vault = createCredentialVault(t.db);
    const id = crypto.randomUUID();
    const sealed = await vault.seal(id, { apiKey });
    await createIntegrationsRepository(t.db).insertConnection({
      id,
      org_id: orgId,
      project_id: null,
      vendor: 'MERAKI',
      name: `Vault ${id.slice(0, 8)}`,
      base_url: 'https://api.meraki.example',
      username: null,
      account_name: 'Example',
      key_id: sealed.keyId,
      credentials: sealed.sealed,
      created_by: null,
      created_at: new Date(),
    });
    return id;
  }

  const rowOf = (id: string) => t.db.selectFrom('controller_connections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps only ciphertext in the row, and opens it back to the key', async () => {
    const apiKey = `meraki-${crypto.randomUUID()}`;
    const id = await storeConnection(apiKey);
    const row = await rowOf(id);
    expect(JSON.stringify(row)).not.toContain(apiKey);
    const decoded = row.credentials.split('.').map((part) => Buffer.from(part, 'base64').toString('latin1'));
    expect(decoded.join('')).not.toContain(apiKey);
    expect(row.credentials.split('.')).toHaveLength(3);
    const vault = createCredentialVault(t.db);
    expect(await vault.open(id, { keyId: row.key_id, sealed: row.credentials })).toEqual({ apiKey });
  });

  it('refuses a sealed value moved onto another connection, or changed by one bit', async () => {
    const id = await storeConnection('moved-key');
    const row = await rowOf(id);
    const vault = createCredentialVault(t.db);
    await expect(vault.open(crypto.randomUUID(), { keyId: row.key_id, sealed: row.credentials })).rejects.toThrow();
    const [iv, body, tag] = row.credentials.split('.');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    await expect(vault.open(id, { keyId: row.key_id, sealed: [iv, flipped.toString('base64'), tag].join('.') })).rejects.toThrow();
  });

  it('rotates: every row is re-sealed under the new key, still opens to its key, and the old key is retired', async () => {
    const keys = ['first-rotated-key', 'second-rotated-key'];
    const ids = [await storeConnection(keys[0]!), await storeConnection(keys[1]!)];
    const before = await Promise.all(ids.map(rowOf));
    const oldKeyId = before[0]!.key_id;
    const result = await rotateCredentialKey(createIntegrationsRepository(t.db), createCredentialVault(t.db));
    expect(result.keyId).toBe(String(Number(oldKeyId) + 1));
    expect(result.retired).toContain(oldKeyId);
    const after = await Promise.all(ids.map(rowOf));
    // A fresh vault, as another process would have, reads the rows with the new key alone.
    const vault = createCredentialVault(t.db);
    for (const [index, row] of after.entries()) {
      expect(row.key_id).toBe(result.keyId);
      expect(row.credentials).not.toBe(before[index]!.credentials);
      expect(await vault.open(row.id, { keyId: row.key_id, sealed: row.credentials })).toEqual({ apiKey: keys[index] });
    }
    const names = (await t.db.selectFrom('server_secrets').select('name').execute()).map((r) => r.name);
    expect(names).not.toContain(`controller-credentials-key-${oldKeyId}`);
    expect(names).toContain(`controller-credentials-key-${result.keyId}`);
  });
});
