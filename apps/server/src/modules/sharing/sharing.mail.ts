import { OTP_TTL_MINUTES } from '@airscope/contracts';
import type { MailMessage } from '../../storage/mail/mailer.ts';

/** The texts of the secure-sharing e-mails (English, like the account e-mails). */
export const sharingMails = {
  invitation(to: string, sharedBy: string, projectName: string, link: string): MailMessage {
    return {
      to,
      subject: `${sharedBy} shared the Airscope project "${projectName}" with you`,
      text: `Hello,\n\n${sharedBy} shared the project "${projectName}" with you, view only.\n\nOpen it here and ask for a one-time code, which we send to this address:\n${link}\n\nIf you did not expect this, you can ignore this e-mail.\n`,
    };
  },
  code(to: string, code: string, projectName: string): MailMessage {
    return {
      to,
      subject: 'Your Airscope one-time code',
      text: `Hello,\n\nyour one-time code for the project "${projectName}" is:\n\n${code}\n\nIt works once, for ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.\n`,
    };
  },
};
