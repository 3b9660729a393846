import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';

/**
 * A deliberately injectable endpoint on loopback (`GET /item?id=…` pasted into SQL on an embedded PostgreSQL):
 * the scan runs sqlmap on it first and refuses to call the app clean unless sqlmap finds this one, so a broken or
 * misconfigured scanner cannot pass silently.
 */
export async function startPlantedInjection(): Promise<{ url: string; stop: () => Promise<void> }> {
  const db = new PGlite();
  await db.exec("CREATE TABLE items (id int PRIMARY KEY, name text); INSERT INTO items VALUES (1, 'first'), (2, 'second');");
  const server = http.createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://localhost').searchParams.get('id') ?? '1';
    db.query(`SELECT name FROM items WHERE id = ${id}`)
      .then((result) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result.rows));
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/item?id=1*`,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
