import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, OutboxEntry } from './mailer.ts';

const INDEX_FILE = 'index.json';
const ID_SHAPE = /^[0-9a-f-]{36}$/;

export interface OutboxMailer extends Mailer {
  readonly kind: 'outbox';
  /** Newest first. */
  list(): Promise<OutboxEntry[]>;
  /** The raw .eml text, or undefined for an unknown id. */
  read(id: string): Promise<string | undefined>;
}

/** Writes each message as a real .eml (built by nodemailer) into `dir`, listed in `index.json`. */
export function createOutboxMailer(dir: string, from: string): OutboxMailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // One writer at a time keeps the index whole when several mails leave at once.
  let queue: Promise<unknown> = Promise.resolve();

  async function readIndex(): Promise<OutboxEntry[]> {
    try {
      return JSON.parse(await fs.readFile(path.join(dir, INDEX_FILE), 'utf8')) as OutboxEntry[];
    } catch {
      return [];
    }
  }

  async function write(entry: OutboxEntry, raw: Buffer): Promise<void> {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, entry.file), raw, { mode: 0o600 });
    const index = [...(await readIndex()), entry];
    const temp = path.join(dir, `${INDEX_FILE}.${entry.id}.tmp`);
    await fs.writeFile(temp, JSON.stringify(index, null, 2), { mode: 0o600 });
    await fs.rename(temp, path.join(dir, INDEX_FILE));
  }

  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      const id = crypto.randomUUID();
      const entry: OutboxEntry = { id, to: message.to, subject: message.subject, sentAt: new Date().toISOString(), file: `${id}.eml` };
      const job = queue.then(() => write(entry, info.message as Buffer));
      queue = job.catch(() => undefined);
      await job;
    },
    async list() {
      await queue;
      return (await readIndex()).reverse();
    },
    async read(id) {
      if (!ID_SHAPE.test(id)) return undefined;
      return fs.readFile(path.join(dir, `${id}.eml`), 'utf8').catch(() => undefined);
    },
    async close() {
      await queue;
    },
  };
}
