import { describe, expect, it } from 'vitest';
import { listScanTargets, type OpenApiDocument } from './scan-targets.ts';

const doc: OpenApiDocument = {
  paths: {
    '/insightapi/v1/search': {
      get: {
        parameters: [
          { name: 'query', in: 'query', schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
        ],
      },
    },
    '/projectapi/v1/projects/{projectId}/reports/{reportId}': {
      get: {
        parameters: [
          { name: 'projectId', in: 'path' },
          { name: 'reportId', in: 'path' },
        ],
      },
    },
    '/projectapi/v1/projects': { post: { parameters: [] } },
    '/dev/outbox': { get: {} },
  },
};

describe('the security scan’s targets', () => {
  const targets = listScanTargets(doc, 'http://localhost:1', { projectId: 'p-1' });

  it('takes every path and query parameter of every GET endpoint, and nothing else', () => {
    expect(targets.map((t) => `${t.endpoint} ${t.parameter}`)).toEqual([
      'GET /insightapi/v1/search query',
      'GET /insightapi/v1/search limit',
      'GET /projectapi/v1/projects/{projectId}/reports/{reportId} projectId',
      'GET /projectapi/v1/projects/{projectId}/reports/{reportId} reportId',
    ]);
  });

  it('marks only the parameter under test, fills the others with real ids or typed values', () => {
    expect(targets[0]!.markedUrl).toBe('http://localhost:1/insightapi/v1/search?query=test*&limit=1');
    expect(targets[1]!.markedUrl).toBe('http://localhost:1/insightapi/v1/search?query=test&limit=1*');
    expect(targets[2]!.markedUrl).toBe('http://localhost:1/projectapi/v1/projects/p-1*/reports/00000000-0000-4000-8000-000000000000');
    expect(targets[3]!.plainUrl).toBe('http://localhost:1/projectapi/v1/projects/p-1/reports/00000000-0000-4000-8000-000000000000');
  });
});
