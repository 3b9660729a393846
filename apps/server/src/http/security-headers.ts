import { MAP_TILE_SUBDOMAINS } from '@airscope/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const contentSecurityPolicy = (imageOrigins: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

/** The origins a tile URL template loads from: one, or one per subdomain when `{s}` sits in its host. */
export function tileOrigins(template: string): string[] {
  const fill = (subdomain: string) => new URL(template.replaceAll('{s}', subdomain).replace(/\{[a-z]\}/g, '0')).origin;
  return [...new Set(MAP_TILE_SUBDOMAINS.map(fill))];
}

const API_PREFIX = /^\/[a-z-]*api\//;

export interface SecurityHeaderOptions {
  hsts: boolean;
  imageOrigins?: readonly string[];
}

/** Sets the headers of docs/security.md X1 on one reply; API answers are never cached. */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
  policy = contentSecurityPolicy(options.imageOrigins ?? []),
): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
  if (options.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (API_PREFIX.test(request.url)) reply.header('Cache-Control', 'no-store');
}

/** Headers of docs/security.md X1 on every response; `imageOrigins` may serve images too (map tiles). */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const policy = contentSecurityPolicy(options.imageOrigins ?? []);
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply, options, policy);
    return payload;
  });
}
