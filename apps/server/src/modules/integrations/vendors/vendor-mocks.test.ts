import { checkFixtures, startVendorMock, type MockVendor } from '@airscope/test-data/controllers';
import { describe, expect, it } from 'vitest';

// The mocks' own contract: their fixtures fit the vendors' response schemas, and a request that breaks a
// vendor's document is recorded and refused, so the "zero violations" the client tests assert can fail.

const VENDORS: { vendor: MockVendor; bad: string; headers: (key: string) => Record<string, string> }[] = [
  {
    vendor: 'MERAKI',
    bad: '/organizations/2930418/networks?perPage=many',
    headers: (key) => ({ 'X-Cisco-Meraki-API-Key': key }),
  },
  {
    vendor: 'MIST',
    bad: '/api/v1/orgs/00000000-0000-4000-8000-000000000100/sites?page=0',
    headers: (key) => ({ authorization: `Token ${key}` }),
  },
];

describe.each(VENDORS)('$vendor mock', ({ vendor, bad, headers }) => {
  it("serves only fixtures that fit the document's response schemas", () => {
    expect(checkFixtures(vendor)).toEqual([]);
  });

  it('records and refuses a request that breaks the document', async () => {
    const mock = await startVendorMock(vendor);
    try {
      const res = await fetch(mock.baseUrl + bad, { headers: headers(mock.credentials.apiKey!) });
      expect(res.status).toBe(400);
      const undocumented = await fetch(`${mock.baseUrl}/no/such/operation`, { headers: headers(mock.credentials.apiKey!) });
      expect(undocumented.status).toBe(404);
      expect(mock.violations()).toHaveLength(2);
      expect(mock.violations()[0]!.problems.join(' ')).toMatch(/perPage|page/);
    } finally {
      await mock.close();
    }
  });

  it('answers a wrong key with 401 as the document describes', async () => {
    const mock = await startVendorMock(vendor);
    try {
      const path = vendor === 'MERAKI' ? '/organizations' : '/api/v1/self';
      const res = await fetch(mock.baseUrl + path, { headers: headers('wrong') });
      expect(res.status).toBe(401);
      expect(mock.violations()).toEqual([]);
    } finally {
      await mock.close();
    }
  });
});

describe('CATALYST_CENTER mock', () => {
  const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

  it("serves only fixtures that fit the SDK's response schemas", () => {
    expect(checkFixtures('CATALYST_CENTER')).toEqual([]);
  });

  it('signs in with Basic for a token that opens the API until tokens expire', async () => {
    const mock = await startVendorMock('CATALYST_CENTER');
    try {
      const { username, password } = mock.credentials;
      const refused = await fetch(`${mock.baseUrl}/dna/system/api/v1/auth/token`, { method: 'POST', headers: basic(username!, 'wrong') });
      expect(refused.status).toBe(401);
      const signIn = await fetch(`${mock.baseUrl}/dna/system/api/v1/auth/token`, { method: 'POST', headers: basic(username!, password!) });
      const { Token } = (await signIn.json()) as { Token: string };
      const sites = await fetch(`${mock.baseUrl}/dna/intent/api/v1/sites?type=building&offset=2&limit=1`, {
        headers: { 'x-auth-token': Token },
      });
      const body = (await sites.json()) as { response: { name: string }[] };
      expect(body.response.map((s) => s.name)).toEqual(['Warehouse']);
      mock.expireTokens();
      const expired = await fetch(`${mock.baseUrl}/dna/intent/api/v2/floors/settings`, { headers: { 'x-auth-token': Token } });
      expect(expired.status).toBe(401);
      expect(mock.violations()).toEqual([]);
    } finally {
      await mock.close();
    }
  });

  it('records and refuses a request that breaks the document', async () => {
    const mock = await startVendorMock('CATALYST_CENTER');
    try {
      const res = await fetch(`${mock.baseUrl}/dna/intent/api/v1/sites?limit=501`);
      expect(res.status).toBe(400);
      const undocumented = await fetch(`${mock.baseUrl}/dna/intent/api/v1/floors`);
      expect(undocumented.status).toBe(404);
      expect(mock.violations()).toHaveLength(2);
      expect(mock.violations()[0]!.problems.join(' ')).toMatch(/limit/);
    } finally {
      await mock.close();
    }
  });
});
