/** One e-mail as the app writes it; adapters add the sender and the MIME framing. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The mail port: SMTP in production, a local outbox folder by default. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** One entry of the outbox index (`index.json`). */
export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
  file: string;
}
