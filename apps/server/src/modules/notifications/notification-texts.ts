import type { NotificationKind, NotificationLevel } from '@airscope/contracts';

interface NotificationText {
  level: NotificationLevel;
  title: string;
  description: (params: Record<string, string>) => string;
}

/** The English texts stored with each kind; the web shows its own translation of the kind. */
export const NOTIFICATION_TEXTS: Record<NotificationKind, NotificationText> = {
  uploadFinished: {
    level: 'success',
    title: 'Upload finished',
    description: (p) => `${p.fileName ?? 'Your file'} was imported as project ${p.projectName ?? ''}.`.replace(/ \.$/, '.'),
  },
  uploadFailed: {
    level: 'error',
    title: 'Upload failed',
    description: (p) => `${p.fileName ?? 'Your file'} could not be imported: ${p.reason ?? 'Upload failed'}`,
  },
  projectShared: {
    level: 'info',
    title: 'Project shared with you',
    description: (p) => `${p.sharedBy ?? 'Someone'} shared the project ${p.projectName ?? ''} with you.`,
  },
  licenceExpiring: {
    level: 'warning',
    title: 'License expiring',
    description: (p) => `Your ${p.product ?? ''} license ends on ${p.expiresOn ?? ''}. Renew it to keep access.`.replace('  ', ' '),
  },
};
