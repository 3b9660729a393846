import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_TEXT } from '@airscope/contracts';
import { toErrorBody } from './http-error.ts';

const API_PATH = /^\/([a-z-]*api|api)(\/|$)/;

/** Serves the built SPA; unknown non-API paths get index.html so the client router decides (not-found included). */
export async function installStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve the UI');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  const indexHtml = fs.readFileSync(indexFile);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || API_PATH.test(request.url)) {
      return reply.status(404).send(toErrorBody(ERROR_TEXT.notFound, request.id, 'NOT_FOUND'));
    }
    const assetPath = path.join(distDir, path.normalize(request.url.split('?')[0] ?? '/'));
    if (assetPath.startsWith(distDir) && assetPath !== distDir && fs.existsSync(assetPath) && fs.statSync(assetPath).isFile()) {
      return reply.sendFile(path.relative(distDir, assetPath));
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
