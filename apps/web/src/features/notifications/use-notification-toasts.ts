import type { ServerNotification } from '@airscope/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateNotification } from './notification-text.ts';
import { showToast } from './show-toast.tsx';

/** Information fades by itself; outcomes, warnings and errors stay until confirmed. */
const TOAST_TIMEOUT_MS = { info: 8_000, success: undefined, warning: undefined, error: undefined } as const;

/** Shows a toast for each unread notification that arrives while the page is open. */
export function useNotificationToasts(notifications: readonly ServerNotification[] | undefined, onConfirm: (id: string) => void): void {
  const { t } = useTranslation();
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!notifications) return;
    if (seen.current === null) {
      // What was there at page load is in the list already; only news gets a toast.
      seen.current = new Set(notifications.map((n) => n.id));
      return;
    }
    for (const notification of notifications) {
      if (seen.current.has(notification.id)) continue;
      seen.current.add(notification.id);
      if (notification.read) continue;
      const timeoutMs = TOAST_TIMEOUT_MS[notification.level];
      showToast({
        id: `notification-${notification.id}`,
        level: notification.level,
        ...translateNotification(t, notification),
        confirmText: t('notifications.confirm'),
        ...(timeoutMs ? { timeoutMs } : {}),
        onConfirm: () => onConfirm(notification.id),
      });
    }
  }, [notifications, onConfirm, t]);
}
