import type { MailMessage } from '../../storage/mail/mailer.ts';

/** The texts of the account e-mails (English; the product's mails are not localised yet). */
export const accountMails = {
  welcome(to: string, firstName: string, signInUrl: string): MailMessage {
    return {
      to,
      subject: 'Welcome to Airscope',
      text: `Hello ${firstName},\n\nyour Airscope account is ready. Sign in at:\n${signInUrl}\n\nIf you did not create this account, reset its password or ignore this e-mail.\n`,
    };
  },
  registrationAttempt(to: string, signInUrl: string, forgotUrl: string): MailMessage {
    return {
      to,
      subject: 'Someone tried to register with your address',
      text: `Hello,\n\nsomeone tried to create an Airscope account with this e-mail address, which already has one. Nothing was changed.\n\nSign in: ${signInUrl}\nForgot your password? ${forgotUrl}\n\nIf this was not you, you can ignore this e-mail.\n`,
    };
  },
  passwordReset(to: string, resetUrl: string): MailMessage {
    return {
      to,
      subject: 'Reset your Airscope password',
      text: `Hello,\n\nopen this link within 30 minutes to choose a new password (it works once):\n${resetUrl}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n`,
    };
  },
};
