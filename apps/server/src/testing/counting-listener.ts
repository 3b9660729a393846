import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * A TCP listener that counts the connections it accepts: the proof that an outbound request the address policy
 * refused never reached the place it pointed at (docs/security.md I2). It speaks no TLS and no HTTP, so a request
 * that wrongly got through fails after being counted.
 */
export interface CountingListener {
  host: string;
  port: number;
  accepted(): number;
  close(): Promise<void>;
}

export async function startCountingListener(host: string): Promise<CountingListener> {
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    host,
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An http server on 127.0.0.1 that answers every request with a redirect to `location(path)`; counts its requests. */
export async function startRedirector(
  location: (path: string) => string,
  status = 302,
): Promise<{
  baseUrl: string;
  requests(): number;
  close(): Promise<void>;
}> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    res.writeHead(status, { location: location(req.url ?? '/') }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
