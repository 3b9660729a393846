import type { IncomingHttpHeaders } from 'node:http';

/**
 * What differs between the vendors' APIs beyond their documents: how a key travels, what a refused request
 * answers, and how lists are paged. Each rule cites the document or the vendor's published behaviour it follows.
 */

export type MockVendor = 'MERAKI' | 'MIST' | 'CATALYST_CENTER';

export interface MockCredentials {
  apiKey?: string;
  username?: string;
  password?: string;
}

export interface Page {
  body: unknown;
  headers: Record<string, string>;
}

/** What one running mock remembers between requests: the sign-in tokens it has issued and not expired. */
export interface MockSession {
  tokens: Set<string>;
  generation: number;
}

export interface VendorProfile {
  folder: string;
  /** The vendor document in the folder (default openapi.trimmed.json). */
  document?: string;
  /** Prefix of every documented path on the wire (the document's server URL path). */
  basePath: string;
  credentials: MockCredentials;
  authorized(headers: IncomingHttpHeaders, operationId: string, session: MockSession): boolean;
  /** The answer to serve instead of the fixture's (a sign-in issues a fresh token); the fixture's otherwise. */
  answer?(operationId: string, fixture: unknown, session: MockSession): unknown;
  /** Status and body of a request whose key is missing or wrong. */
  unauthorized: { status: number; body: unknown };
  tooManyRequests: unknown;
  /** Slices a list answer the way the vendor pages it; null when the operation is not paged. */
  page(operationId: string, answer: unknown, url: URL): Page | null;
}

const MERAKI_KEY = 'meraki-test-key-0123456789abcdef0123456789';
const MIST_KEY = 'mist-test-token-0123456789abcdef';

/** Meraki: X-Cisco-Meraki-API-Key (securitySchemes.meraki_api_key); the Bearer form is accepted too. */
const meraki: VendorProfile = {
  folder: 'meraki',
  basePath: '/api/v1',
  credentials: { apiKey: MERAKI_KEY },
  authorized: (h) => h['x-cisco-meraki-api-key'] === MERAKI_KEY || h.authorization === `Bearer ${MERAKI_KEY}`,
  // The document declares no error bodies; Meraki answers {"errors": [...]} on its published error format.
  unauthorized: { status: 401, body: { errors: ['Invalid API key'] } },
  tooManyRequests: { errors: ['API rate limit exceeded for organization'] },
  page(operationId, answer, url) {
    if (!Array.isArray(answer)) return null;
    const items: unknown[] = answer;
    // Operations with perPage/startingAfter answer a Link header (getOrganizationNetworks documents it).
    if (operationId !== 'getOrganizationNetworks') return null;
    const perPage = Number(url.searchParams.get('perPage') ?? 1000);
    const after = url.searchParams.get('startingAfter');
    const ids = items.map((i) => String((i as { id: unknown }).id));
    const start = after === null ? 0 : ids.indexOf(after) + 1;
    const slice = items.slice(start, start + perPage);
    const headers: Record<string, string> = {};
    if (start + perPage < items.length) {
      const next = new URL(url);
      next.searchParams.set('startingAfter', ids[start + perPage - 1] as string);
      headers.link = `<${next.toString()}>; rel=next`;
    }
    return { body: slice, headers };
  },
};

/** Mist: `Authorization: Token <key>` (securitySchemes.apiToken); 401 body is the document's HTTP401Example. */
const mist: VendorProfile = {
  folder: 'mist',
  basePath: '',
  credentials: { apiKey: MIST_KEY },
  authorized: (h) => h.authorization === `Token ${MIST_KEY}`,
  unauthorized: { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
  tooManyRequests: { detail: 'Too Many Requests' },
  page(operationId, answer, url) {
    if (!Array.isArray(answer)) return null;
    const items: unknown[] = answer;
    if (!['listOrgSites', 'listSiteMaps', 'listSiteDevices'].includes(operationId)) return null;
    // components.parameters.limit (default 100) and page (default 1, first page is 1).
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const page = Number(url.searchParams.get('page') ?? 1);
    const slice = items.slice((page - 1) * limit, page * limit);
    return { body: slice, headers: { 'x-page-limit': String(limit), 'x-page-page': String(page), 'x-page-total': String(items.length) } };
  },
};

const CATALYST_USER = 'airscope';
const CATALYST_PASSWORD = 'catalyst-test-password';

/** The Catalyst Center lists paged by offset (the first record is numbered 1) and limit (1–500, per the SDK). */
const CATALYST_PAGED = ['getSites', 'getAccessPointsPositions'];
/** Query parameters the mock filters getSites by, as the SDK documents them ("Site type", "Site name", …). */
const CATALYST_SITE_FILTERS = ['type', 'name', 'nameHierarchy'];

/**
 * Catalyst Center: POST /dna/system/api/v1/auth/token with HTTP Basic answers { Token }, which every other call
 * carries in X-Auth-Token (the SDK's authentication module and docstrings; a token "remains valid for 1 hour").
 * Each sign-in issues a new token; `expireTokens()` ends all issued so far, as an hour passing would. The SDK
 * documents no error bodies: the 401 and 429 bodies below are placeholders, the client reads only the status.
 */
const catalystCenter: VendorProfile = {
  folder: 'catalyst-center',
  document: 'openapi.json',
  basePath: '',
  credentials: { username: CATALYST_USER, password: CATALYST_PASSWORD },
  authorized(h, operationId, session) {
    if (operationId === 'authenticationApi') {
      return h.authorization === `Basic ${Buffer.from(`${CATALYST_USER}:${CATALYST_PASSWORD}`).toString('base64')}`;
    }
    const token = h['x-auth-token'];
    return typeof token === 'string' && session.tokens.has(token);
  },
  answer(operationId, fixture, session) {
    if (operationId !== 'authenticationApi') return fixture;
    const token = `${(fixture as { Token: string }).Token}-${++session.generation}`;
    session.tokens.add(token);
    return { ...(fixture as object), Token: token };
  },
  unauthorized: { status: 401, body: { error: 'Authentication has failed. Please provide valid credentials.' } },
  tooManyRequests: { error: 'Too many requests' },
  page(operationId, answer, url) {
    if (!CATALYST_PAGED.includes(operationId)) return null;
    const wrapped = answer as { response: Record<string, unknown>[] };
    let items = wrapped.response;
    if (operationId === 'getSites') {
      for (const name of CATALYST_SITE_FILTERS) {
        const wanted = url.searchParams.get(name);
        if (wanted !== null) items = items.filter((site) => site[name] === wanted);
      }
    }
    const offset = Number(url.searchParams.get('offset') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 500);
    return { body: { ...wrapped, response: items.slice(offset - 1, offset - 1 + limit) }, headers: {} };
  },
};

export const PROFILES: Partial<Record<MockVendor, VendorProfile>> = { MERAKI: meraki, MIST: mist, CATALYST_CENTER: catalystCenter };
