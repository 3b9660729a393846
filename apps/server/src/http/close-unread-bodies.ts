import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before the client finished its body (a refused upload, a stalled one) closes the connection:
 * Node would otherwise keep reading the rest to reuse the socket, and a client trickling a 1 MB body one byte
 * a second would hold it for days (docs/security.md, F10).
 */
export function installCloseUnreadBodies(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
}
