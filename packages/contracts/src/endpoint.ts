import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call an endpoint before the handler's own policy runs: anyone, a signed-in session (cookie and
 * CSRF header), or an activated device (its bearer token in the Authorization header, no session).
 */
export type EndpointAccess = 'public' | 'session' | 'device';

export interface RawBody {
  readonly mediaTypes: readonly [string, ...string[]];
  /** What the bytes are, for the API description. */
  readonly description: string;
}

/** The media types an endpoint's request body may come in: the one source the server's parsers and OpenAPI read. */
export function requestMediaTypes(endpoint: EndpointDef): readonly string[] {
  if (endpoint.rawBody) return endpoint.rawBody.mediaTypes;
  if (!endpoint.body) return [];
  return [endpoint.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'];
}

/** One HTTP endpoint, declared once: the server binds it, the web client calls it, OpenAPI is generated from it. */
export interface EndpointDef {
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path: `/userapi/v1/users/:userId`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** `form` bodies are `application/x-www-form-urlencoded`; everything else is JSON. */
  readonly bodyType?: 'json' | 'form';
  /**
   * A body of bytes (a file, an image) instead of a `body` schema: the media types the route accepts, streamed
   * to the handler unparsed. The server registers their parser from this, and OpenAPI lists them as binary.
   */
  readonly rawBody?: RawBody;
  /** A larger body limit than the server's default, for the few bodies that need one. */
  readonly bodyLimitBytes?: number;
  /** A tighter cap than the server-wide body limit, for routes whose bodies are always small (413 past it). */
  readonly maxBodyBytes?: number;
  readonly headers?: z.ZodType;
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /**
   * Other media types the 200 answer may come in, by the request's `Accept` header (media type → what it holds);
   * JSON by the 200 schema stays the default. OpenAPI lists them beside the JSON form.
   */
  readonly alternativeAnswers?: Readonly<Record<string, string>>;
}

export function defineEndpoint<const T extends EndpointDef>(endpoint: T): T {
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E extends EndpointDef> = Infer<E['params']>;
export type EndpointQuery<E extends EndpointDef> = InferInput<E['query']>;
export type EndpointBody<E extends EndpointDef> = InferInput<E['body']>;
export type EndpointResponse<E extends EndpointDef, S extends keyof E['responses'] = 200> = Infer<E['responses'][S]>;

/** Fills `:name` segments of a path; values are URI-encoded so ids cannot change the route. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
