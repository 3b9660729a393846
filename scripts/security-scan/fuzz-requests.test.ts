import { describe, expect, it } from 'vitest';
import { listFuzzRequests, listOperations, type FuzzDocument } from './fuzz-requests.ts';

const uuid = { type: 'string', format: 'uuid' };
const doc: FuzzDocument = {
  paths: {
    '/insightapi/v1/projects/{projectId}/floorPlans/{floorPlanRowId}/kpis': {
      get: {
        parameters: [
          { name: 'projectId', in: 'path', schema: uuid },
          { name: 'floorPlanRowId', in: 'path', schema: { type: 'string', pattern: '^\\d{1,15}$' } },
          { name: 'startDate', in: 'query', schema: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
        ],
      },
    },
    '/site-management-api/v1/floors/{floorId}': {
      put: {
        parameters: [{ name: 'floorId', in: 'path' }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { name: { type: 'string', minLength: 1 }, level: { type: 'integer', minimum: -5, maximum: 200 }, siteId: uuid },
                required: ['name'],
              },
            },
          },
        },
      },
    },
    '/projectapi/v1/projects/{projectId}': { delete: { parameters: [{ name: 'projectId', in: 'path' }] } },
    '/authapi/v1/authentications': {
      delete: {},
      post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } },
    },
    '/api/docs/json': { get: {} },
  },
};
const ids = { projectId: 'p-real', floorPlanRowId: '42', floorId: 'f-project', siteFloorId: 'f-site', siteId: 's-real' };

describe('the fuzzer’s requests', () => {
  const requests = listFuzzRequests(doc, ids);

  it('cover every operation of the description but the description itself, each with its valid request', () => {
    expect(listOperations(doc)).toEqual([
      'GET /insightapi/v1/projects/{projectId}/floorPlans/{floorPlanRowId}/kpis',
      'PUT /site-management-api/v1/floors/{floorId}',
      'DELETE /projectapi/v1/projects/{projectId}',
      'POST /authapi/v1/authentications',
      'DELETE /authapi/v1/authentications',
    ]);
    expect(new Set(requests.map((r) => r.operation))).toEqual(new Set(listOperations(doc)));
    for (const operation of listOperations(doc))
      expect(requests.some((r) => r.operation === operation && (r.variant === 'real ids' || r.variant === 'valid'))).toBe(true);
  });

  it('put the real ids in the path, a random UUID and a text id in the other variants', () => {
    const get = requests.filter((r) => r.method === 'GET');
    expect(get.find((r) => r.variant === 'real ids')!.url).toBe('/insightapi/v1/projects/p-real/floorPlans/42/kpis?startDate=2026-01-01');
    expect(get.find((r) => r.variant === 'text id')!.url).toBe(
      '/insightapi/v1/projects/not-an-id/floorPlans/not-an-id/kpis?startDate=2026-01-01',
    );
    expect(get.find((r) => r.variant === 'random UUID')!.url).toMatch(
      /^\/insightapi\/v1\/projects\/[0-9a-f-]{36}\/floorPlans\/[0-9a-f-]{36}\/kpis\?startDate=2026-01-01$/,
    );
    expect(get.find((r) => r.variant === 'query __proto__')!.url).toContain('__proto__=1');
  });

  it('take a site floor for the site routes’ floorId, and real ids for id-named fields of the body', () => {
    const valid = requests.find((r) => r.method === 'PUT' && r.variant === 'real ids')!;
    expect(valid.url).toBe('/site-management-api/v1/floors/f-site');
    expect(valid.headers['content-type']).toBe('application/json');
    expect(JSON.parse(valid.body as string)).toEqual({ name: 'scan', level: 1, siteId: 's-real' });
  });

  it('break the body of every write in each of the ways the scan promises', () => {
    const put = requests.filter((r) => r.method === 'PUT');
    const byVariant = Object.fromEntries(put.map((r) => [r.variant, r]));
    expect(JSON.parse(byVariant['wrong types']!.body as string)).toEqual({ name: 12345, level: 'not-a-number', siteId: 12345 });
    expect(byVariant['missing fields']!.body).toBe('{}');
    expect((JSON.parse(byVariant['huge strings']!.body as string) as { name: string }).name).toHaveLength(100_000);
    expect(byVariant['__proto__ keys']!.body).toMatch(/^\{"__proto__":\{.*"name":"scan"/);
    expect(() => JSON.parse(byVariant['truncated JSON']!.body as string)).toThrow();
    const bytes = byVariant['invalid UTF-8']!.body as Uint8Array;
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(byVariant['wrong content type']!.headers['content-type']).toBe('text/plain');
    expect(byVariant['example as form']!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('send a delete’s real id last, and what ends the caller’s session in a phase of its own', () => {
    const deletes = requests.filter((r) => r.operation === 'DELETE /projectapi/v1/projects/{projectId}');
    expect(deletes.every((r) => r.phase === 'delete')).toBe(true);
    expect(deletes.at(-1)!.url).toBe('/projectapi/v1/projects/p-real');
    expect(deletes.slice(0, -1).some((r) => r.url.includes('p-real'))).toBe(false);
    expect(requests.filter((r) => r.operation === 'DELETE /authapi/v1/authentications').every((r) => r.phase === 'session')).toBe(true);
    expect(requests.filter((r) => r.operation === 'POST /authapi/v1/authentications').every((r) => r.phase === 'write')).toBe(true);
  });
});
