import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of `SMTP_URL` (e.g. `smtps://user:pass@mail.example.com:465`). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}
