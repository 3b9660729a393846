import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OutboxMailer } from './outbox-mailer.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A reverse proxy on this host makes every visitor look local; its forwarding headers give it away.
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

// Outbox mails hold live reset links, so only this machine may read them, directly.
const isLocal = (request: FastifyRequest) => LOOPBACK.has(request.ip) && PROXY_HEADERS.every((name) => request.headers[name] === undefined);

/** Development page listing the outbox (registered only with DEV_OUTBOX_PAGE on and no SMTP server). */
export function registerOutboxPage(app: FastifyInstance, outbox: OutboxMailer): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLocal(request)) return reply.callNotFound();
    const rows = (await outbox.list())
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.sentAt)}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="/dev/outbox/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airscope outbox</title></head><body>' +
      '<h1>Outbox</h1><p>E-mails the server would have sent (no SMTP_URL configured).</p>' +
      `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table>` +
      '</body></html>';
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!isLocal(request)) return reply.callNotFound();
    const raw = await outbox.read(request.params.id);
    if (raw === undefined) return reply.callNotFound();
    return reply.type('text/plain; charset=utf-8').send(raw);
  });
}
