import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { IMMUTABLE_CACHE, installStaticWeb, REVALIDATE_CACHE } from './static-web.ts';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Airscope</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
    const big = `export const text = ${JSON.stringify('airscope '.repeat(400))};`;
    fs.writeFileSync(path.join(distDir, 'assets', 'big-Zx9_Kq2w.js'), big);
    fs.writeFileSync(path.join(distDir, 'assets', 'big-Zx9_Kq2w.js.br'), brotliCompressSync(big));
    fs.writeFileSync(path.join(distDir, 'assets', 'big-Zx9_Kq2w.js.gz'), gzipSync(big));
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>');
    app = Fastify({ logger: false });
    app.setNotFoundHandler(await installStaticWeb(app, distDir));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a built asset that exists', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
  });

  it('answers 404 for a missing asset, never the app page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Airscope</title>');
  });

  it('answers the app page for a client route, so the router decides', async () => {
    const response = await app.inject({ method: 'GET', url: '/projects/unknown-id' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Airscope</title>');
  });

  it('sends the brotli or gzip twin the browser accepts, and the plain file to one that accepts neither', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/assets/big-Zx9_Kq2w.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const gzip = await app.inject({ method: 'GET', url: '/assets/big-Zx9_Kq2w.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('airscope airscope');
    const plain = await app.inject({ method: 'GET', url: '/assets/big-Zx9_Kq2w.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('airscope airscope');
  });

  it('lets browsers keep content-hashed assets for a year and revalidate everything else', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/assets/big-Zx9_Kq2w.js' });
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const unhashed = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(unhashed.statusCode).toBe(200);
    expect(unhashed.headers['cache-control']).toBe(REVALIDATE_CACHE);
    for (const url of ['/', '/index.html', '/projects/unknown-id']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
    }
  });

  it('never sends a source map or a compressed twin under its own name', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/big-Zx9_Kq2w.js.br', '/assets/big-Zx9_Kq2w.js.gz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret.ts');
    }
  });
});
