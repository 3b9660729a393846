import type { ServerNotification } from '@airscope/contracts';
import type { TFunction } from 'i18next';

/** The notification's title and text in the reader's language (the server's English as a fallback). */
export function translateNotification(t: TFunction, notification: ServerNotification): { title: string; description: string } {
  const base = `notifications.kinds.${notification.kind}`;
  return {
    title: t(`${base}.title`, { defaultValue: notification.title }),
    description: t(`${base}.description`, { ...notification.params, defaultValue: notification.description }),
  };
}
