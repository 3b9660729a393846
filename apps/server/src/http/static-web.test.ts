import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStaticWeb } from './static-web.ts';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Airscope</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
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
});
