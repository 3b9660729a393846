import type { AppConfig } from '../../config/config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer, type OutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export function createMailer(settings: AppConfig['mail']): Mailer | OutboxMailer {
  return settings.kind === 'smtp' ? createSmtpMailer(settings.url, settings.from) : createOutboxMailer(settings.dir, settings.from);
}
