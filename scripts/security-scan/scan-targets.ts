// The GET endpoints of the OpenAPI document, each with real ids from the demo data in its path and a value in every
// query parameter, and with sqlmap's `*` marker after the value of the parameter under test.

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; required?: boolean; schema?: { type?: string; enum?: unknown[]; format?: string } }>;
      }
    >
  >;
}

export interface ScanTarget {
  /** e.g. `GET /projectapi/v1/projects/{projectId}` */
  readonly endpoint: string;
  readonly parameter: string;
  readonly location: 'path' | 'query';
  /** The URL with `*` right after the tested parameter's value. */
  readonly markedUrl: string;
  /** The same URL without the marker (what a crawler starts from). */
  readonly plainUrl: string;
}

/** Values for path parameters by name; unknown names get a well-formed UUID so the route's own parsing runs. */
export type KnownIds = Readonly<Record<string, string>>;

const FALLBACK_ID = '00000000-0000-4000-8000-000000000000';

/** Every path and query parameter of every GET endpoint, one target each (paths under /dev and /api/docs skipped). */
export function listScanTargets(doc: OpenApiDocument, baseUrl: string, ids: KnownIds): ScanTarget[] {
  const targets: ScanTarget[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    const get = methods.get;
    if (!get || template.startsWith('/dev/') || template.startsWith('/api/docs')) continue;
    const parameters = (get.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
    const valueOf = (p: (typeof parameters)[number]): string => {
      if (p.in === 'path') return ids[p.name] ?? FALLBACK_ID;
      if (p.schema?.enum && p.schema.enum.length > 0) return String(p.schema.enum[0]);
      if (p.schema?.type === 'integer' || p.schema?.type === 'number') return '1';
      if (p.schema?.type === 'boolean') return 'true';
      if (p.schema?.format === 'date') return '2026-01-01';
      return 'test';
    };
    const build = (marked?: string): string => {
      let path = template;
      const query = new URLSearchParams();
      for (const p of parameters) {
        const value = valueOf(p) + (p.name === marked ? '*' : '');
        if (p.in === 'path') path = path.replace(`{${p.name}}`, value);
        else query.set(p.name, value);
      }
      const search = query.toString().replaceAll('%2A', '*');
      return `${baseUrl}${path}${search ? `?${search}` : ''}`;
    };
    for (const p of parameters) {
      targets.push({
        endpoint: `GET ${template}`,
        parameter: p.name,
        location: p.in as 'path' | 'query',
        markedUrl: build(p.name),
        plainUrl: build(),
      });
    }
  }
  return targets;
}
