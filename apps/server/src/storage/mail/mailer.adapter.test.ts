import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const FROM = 'Airscope <no-reply@airscope.test>';
const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let smtpPort = 0;
const tempDirs: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each adapter with a way to read back the raw messages it delivered to an address. */
const adapters: Array<[string, () => { mailer: Mailer; rawTo(to: string): Promise<string[]> }]> = [
  [
    'a real SMTP server on loopback',
    () => ({
      mailer: createSmtpMailer(`smtp://127.0.0.1:${smtpPort}`, FROM),
      rawTo: async (to) => received.filter((m) => m.to.includes(to)).map((m) => m.raw),
    }),
  ],
  [
    'the local outbox folder',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-outbox-'));
      tempDirs.push(dir);
      const mailer = createOutboxMailer(dir, FROM);
      return {
        mailer,
        rawTo: async (to) => {
          const entries = (await mailer.list()).filter((entry) => entry.to === to);
          return Promise.all(entries.map(async (entry) => (await mailer.read(entry.id))!));
        },
      };
    },
  ],
];

describe.each(adapters)('mail port on %s', (_, create) => {
  let adapter: ReturnType<(typeof adapters)[number][1]>;
  beforeAll(() => {
    adapter = create();
  });
  afterAll(() => adapter.mailer.close());

  it('delivers a message with sender, recipient, subject and body', async () => {
    const to = `one-${crypto.randomUUID()}@example.test`;
    await adapter.mailer.send({ to, subject: 'Reset your password', text: 'Open https://airscope.example/password?userId=1' });
    const [raw] = await adapter.rawTo(to);
    expect(raw).toMatch(/^From: Airscope <no-reply@airscope\.test>/m);
    expect(raw).toContain(`To: ${to}`);
    expect(raw).toMatch(/^Subject: Reset your password/m);
    const body = raw!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('https://airscope.example/password?userId=1');
  });

  it('keeps every message of a burst sent at once', async () => {
    const to = `burst-${crypto.randomUUID()}@example.test`;
    await Promise.all(Array.from({ length: 8 }, (_, i) => adapter.mailer.send({ to, subject: `Message ${i}`, text: `body ${i}` })));
    const raws = await adapter.rawTo(to);
    expect(raws).toHaveLength(8);
    for (let i = 0; i < 8; i++) expect(raws.some((raw) => raw.includes(`Subject: Message ${i}`))).toBe(true);
  });

  it('encodes non-ASCII subjects and bodies so they survive transport', async () => {
    const to = `utf-${crypto.randomUUID()}@example.test`;
    await adapter.mailer.send({ to, subject: 'Passwort zurücksetzen', text: 'Grüße aus Helsinki – näkemiin' });
    const [raw] = await adapter.rawTo(to);
    expect(raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(raw).toMatch(/charset=utf-8/i);
  });
});

describe('outbox folder', () => {
  it('refuses to read anything but a message id', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-outbox-'));
    tempDirs.push(dir);
    const outbox = createOutboxMailer(dir, FROM);
    expect(await outbox.read('../index')).toBeUndefined();
    expect(await outbox.read(crypto.randomUUID())).toBeUndefined();
  });
});
