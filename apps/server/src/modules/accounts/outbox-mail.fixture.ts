import fs from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '../../storage/mail/mailer.ts';

/** Test helper: waits for the outbox to hold a matching mail and returns its decoded text. */
export async function waitForMail(
  outboxDir: string,
  match: (entry: OutboxEntry) => boolean,
  seen = new Set<string>(),
): Promise<{ entry: OutboxEntry; text: string }> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const indexPath = path.join(outboxDir, 'index.json');
    const index: OutboxEntry[] = fs.existsSync(indexPath) ? JSON.parse(fs.readFileSync(indexPath, 'utf8')) : [];
    const entry = index.find((candidate) => !seen.has(candidate.id) && match(candidate));
    if (entry) {
      seen.add(entry.id);
      return { entry, text: decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, entry.file), 'utf8')) };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no matching mail in the outbox');
}

/**
 * The code of a one-time-code mail, read from its body only: the To header can hold six digits of its own
 * (`recipient-123456@…`), which a search of the whole message would take for the code.
 */
export function readOneTimeCode(mailText: string): string {
  const body = mailText.slice(mailText.search(/\r?\n\r?\n/));
  const match = /is:\s*(\d{6})\s/.exec(body);
  if (!match) throw new Error('no one-time code in the mail body');
  return match[1]!;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function mailsTo(outboxDir: string, to: string): OutboxEntry[] {
  const indexPath = path.join(outboxDir, 'index.json');
  const index: OutboxEntry[] = fs.existsSync(indexPath) ? JSON.parse(fs.readFileSync(indexPath, 'utf8')) : [];
  return index.filter((entry) => entry.to === to);
}
