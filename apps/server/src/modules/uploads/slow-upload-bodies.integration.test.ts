import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';

/** A raw HTTP client that sends the headers of a 1 MB PUT and then trickles its body; what the server did to it. */
function trickleUpload(port: number, path: string, cookie: string): Promise<{ response: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let closedByServer = true;
    socket.write(
      [
        `PUT ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Cookie: ${cookie}`,
        'Content-Type: application/octet-stream',
        'Content-Length: 1000000',
        '',
        '',
      ].join('\r\n'),
    );
    const trickle = setInterval(() => socket.write('x'), 20);
    // A safety net so a server that never closes fails the test instead of hanging it.
    const giveUp = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, 20_000);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      resolve({ response, closedByServer });
    });
  });
}

describe('upload bodies that trickle (F10)', () => {
  let t: TestApp;
  let port: number;
  let session: TestSession;

  beforeAll(async () => {
    t = await createTestApp('embedded', { env: { UPLOAD_MIN_BYTES_PER_WINDOW: '1000', UPLOAD_STALL_SECONDS: '0.3' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
    session = await t.signIn('user@airscope.test');
  });
  afterAll(async () => {
    await t?.close();
  });

  const initiate = async () => {
    const response = await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', {
      session,
      body: { fileName: 'slow.esx', fileExtension: 'esx' },
    });
    return response.json<{ url: string; fileUploadId: string }>();
  };

  it('stops a stalled body with 408, closes its connection, and frees the link for a retry', async () => {
    const { url } = await initiate();
    const stalled = await trickleUpload(port, url, session.cookie);
    expect(stalled.closedByServer).toBe(true);
    expect(stalled.response).toMatch(/^HTTP\/1\.1 408/);
    expect(stalled.response).toMatch(/connection: close/i);
    expect(stalled.response).toContain('The upload stalled and was stopped.');

    const retry = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
      payload: Buffer.alloc(5000, 1),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ size: 5000 });
  });

  it('closes the connection of a body refused before it was read (a link already used)', async () => {
    const { url } = await initiate();
    const first = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
      payload: Buffer.alloc(10, 1),
    });
    expect(first.statusCode).toBe(200);
    const second = await trickleUpload(port, url, session.cookie);
    expect(second.closedByServer).toBe(true);
    expect(second.response).toMatch(/^HTTP\/1\.1 409/);
    expect(second.response).toMatch(/connection: close/i);
  });

  it('keeps the connection of an ordinary request open for reuse', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).not.toBe('close');
  });
});
