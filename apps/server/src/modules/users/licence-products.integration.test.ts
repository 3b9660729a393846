import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenseProductSchema } from '@airscope/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';

describe('the nine licence products', () => {
  let t: TestApp;
  let user: TestSession;

  beforeAll(async () => {
    t = await createTestApp('embedded');
    user = await t.signIn('user@airscope.test');
  });
  afterAll(() => t?.close());

  it.each(LicenseProductSchema.options.map((product) => [product]))(
    'stores %s and reports it as the licence status product',
    async (product) => {
      const id = crypto.randomUUID();
      await t.db
        .insertInto('licenses')
        .values({
          id,
          license_key: `KEY-${id}`,
          org_id: null,
          product,
          status: 'ACTIVE',
          subscription_expires_at: null,
          created_at: new Date(),
        })
        .execute();
      await t.db.updateTable('users').set({ license_id: id }).where('id', '=', user.userId).execute();
      const response = await t.call('GET', `/userapi/v1/users/${user.userId}/licenseStatus`, { session: user });
      expect(response.statusCode).toBe(200);
      expect(response.json().product).toBe(product);
    },
  );

  it('refuses a product outside the nine', async () => {
    const row = {
      id: crypto.randomUUID(),
      license_key: 'KEY-OTHER',
      org_id: null,
      product: 'Enterprise' as never,
      status: 'ACTIVE' as const,
      subscription_expires_at: null,
      created_at: new Date(),
    };
    await expect(t.db.insertInto('licenses').values(row).execute()).rejects.toThrow();
  });
});
