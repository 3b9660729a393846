import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { withLogRedaction } from './log-redaction.ts';

/**
 * The process's one logger, secrets scrubbed (docs/security.md X5): the API's request logs (Fastify's
 * `loggerInstance`), the services' and the jobs' lines. `silent` for tests that do not read the log.
 */
export function createServerLogger(options: { level: string; stream?: NodeJS.WritableStream }): FastifyBaseLogger {
  const settings = withLogRedaction({ level: options.level });
  return options.stream ? pino(settings, options.stream as pino.DestinationStream) : pino(settings);
}
