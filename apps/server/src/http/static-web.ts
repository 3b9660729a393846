import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendNotFound } from './error-handler.ts';

const API_PATH = /^\/([a-z-]*api|api)(\/|$)/;
// Built files live under /assets; a missing one (a stale tab after a deploy) must fail cleanly, not load the app page.
const ASSET_PATH = /^\/assets\//;

type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Serves the built SPA; unknown non-API paths get index.html so the client router decides (its
 * not-found screen included), except missing built assets, which answer 404. Returns the app's not-found handler.
 */
export async function installStaticWeb(app: FastifyInstance, distDir: string): Promise<NotFoundHandler> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve the UI');
    return sendNotFound;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  const indexHtml = fs.readFileSync(indexFile);
  return (request, reply) => {
    if (request.method !== 'GET' || API_PATH.test(request.url)) return sendNotFound(request, reply);
    const assetPath = path.join(distDir, path.normalize(request.url.split('?')[0] ?? '/'));
    if (assetPath.startsWith(distDir) && assetPath !== distDir && fs.existsSync(assetPath) && fs.statSync(assetPath).isFile()) {
      return reply.sendFile(path.relative(distDir, assetPath));
    }
    if (ASSET_PATH.test(request.url)) return sendNotFound(request, reply);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  };
}
