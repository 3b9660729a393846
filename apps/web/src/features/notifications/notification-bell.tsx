import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { isFeatureOn, type ServerNotification } from '@airscope/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageConfig } from '../../lib/page-config/page-config.query.ts';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read.mutation.ts';
import { useMarkNotificationRead } from './api/mark-notification-read.mutation.ts';
import { useNotifications } from './api/notifications.query.ts';
import { useBlockedScroll } from './context-menu.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useNotificationToasts } from './use-notification-toasts.ts';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The header's notification list (docs/product.md §2): a panel at the right top, scrolling blocked while open. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: pageConfig } = usePageConfig();
  const enabled = isFeatureOn(pageConfig?.featureFlags.notification);
  const { data, isError } = useNotifications(enabled);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const [opened, setOpened] = useState(false);
  useBlockedScroll(opened);
  // The dropdown's own Escape handling needs focus inside it; a toast or a poll's re-render can take focus away while
  // the list stays open, and Escape must still close it.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });
  const confirm = useCallback((id: string) => markRead.mutate(id), [markRead]);
  useNotificationToasts(data?.notifications, confirm);
  if (!enabled) return null;

  const unread = data?.unreadCount ?? 0;
  const open = (notification: ServerNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.link) {
      setOpened(false);
      void navigate(notification.link);
    }
  };
  const bellLabel = unread > 0 ? t('notifications.bellWithUnread', { count: unread }) : t('notifications.bell');

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={400} shadow="md" trapFocus>
      {/* The indicator sits outside the target, so the popup's ARIA attributes land on the button. */}
      <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} color="red.9" offset={4}>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={bellLabel} onClick={() => setOpened((value) => !value)}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="sm" aria-label={t('notifications.title')} data-testid="notification-panel">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5">
            {t('notifications.title')}
          </Title>
          <Button size="compact-xs" variant="subtle" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        {isError ? (
          <Text size="sm" c="red">
            {t('notifications.loadError')}
          </Text>
        ) : null}
        {data && data.notifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('notifications.empty')}
          </Text>
        ) : null}
        {!data && !isError ? <Text size="sm">{t('common.loading')}</Text> : null}
        <ScrollArea.Autosize mah={420}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('notifications.title')}>
            {data?.notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} onMarkRead={(n) => markRead.mutate(n.id)} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
