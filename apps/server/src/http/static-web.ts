import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendNotFound } from './error-handler.ts';

const API_PATH = /^\/([a-z-]*api|api)(\/|$)/;
// Built files live under /assets; a missing one (a stale tab after a deploy) must fail cleanly, not load the app page.
const ASSET_PATH = /^\/assets\//;
// Vite names every built asset after a hash of its content, so a name never changes meaning and may be kept a year.
const HASHED_ASSET = /(^|[/\\])assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
// Source maps stay on disk for error reporting; browsers are not sent them (they reveal the whole source tree).
const SOURCE_MAP = /\.map$/;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

function cacheControlOf(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built SPA; unknown non-API paths get index.html so the client router decides (its
 * not-found screen included), except missing built assets, which answer 404. Files are sent precompressed
 * (`.br`, `.gz` written by the web build) when the browser accepts it. Returns the app's not-found handler.
 */
export async function installStaticWeb(app: FastifyInstance, distDir: string): Promise<NotFoundHandler> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve the UI');
    return sendNotFound;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // The compressed twins are served in place of their file, never under their own name.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlOf(filePath));
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  return (request, reply) => {
    if (request.method !== 'GET' || API_PATH.test(request.url)) return sendNotFound(request, reply);
    const urlPath = request.url.split('?')[0] ?? '/';
    const assetPath = path.join(distDir, path.normalize(urlPath));
    const servable = !SOURCE_MAP.test(assetPath) && !/\.(br|gz)$/.test(assetPath);
    if (servable && assetPath.startsWith(distDir) && assetPath !== distDir && fs.existsSync(assetPath) && fs.statSync(assetPath).isFile()) {
      return reply.sendFile(path.relative(distDir, assetPath));
    }
    if (ASSET_PATH.test(request.url)) return sendNotFound(request, reply);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', REVALIDATE_CACHE).send(indexHtml);
  };
}
