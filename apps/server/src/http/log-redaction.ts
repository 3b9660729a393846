import { isSecretField, scrubSecrets, scrubSecretsInText, FILTERED } from '@airscope/contracts';
import pino, { type LoggerOptions } from 'pino';

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Log fields before the serializers run: secret fields are blanked (by name, and a `code` by its value, so an
 * error code such as `sso.refused`'s stays readable), strings and plain objects scrubbed. Errors, requests and replies are left to their serializers below, which scrub what they emit.
 */
function scrubLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (isSecretField(key, value) && (typeof value === 'string' || typeof value === 'number')) out[key] = FILTERED;
    else if (typeof value === 'string') out[key] = scrubSecretsInText(value);
    else if (Array.isArray(value) || isPlainObject(value)) out[key] = scrubSecrets(value);
    else out[key] = value;
  }
  return out;
}

/**
 * Every log line without secrets (docs/security.md X5): reset tokens, upload tokens, signed-file tokens
 * and share keys travel in URLs, and request logging records URLs; so URLs, fields, errors and
 * messages are scrubbed on their way out.
 */
export function withLogRedaction(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    formatters: { ...options.formatters, log: scrubLogFields },
    serializers: {
      ...options.serializers,
      req: (request: RequestLike) => ({
        method: request.method,
        url: scrubSecretsInText(request.url ?? ''),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => scrubSecrets(pino.stdSerializers.err(error)),
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubSecretsInText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}
