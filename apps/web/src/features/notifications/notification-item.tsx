import { ActionIcon, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ServerNotification } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { ContextMenu } from './context-menu.tsx';
import { translateNotification } from './notification-text.ts';

const LEVEL_COLOURS = { info: 'blue', warning: 'yellow', error: 'red', success: 'green' } as const;

interface NotificationItemProps {
  notification: ServerNotification;
  onOpen: (notification: ServerNotification) => void;
  onMarkRead: (notification: ServerNotification) => void;
}

/** One message of the notification list, with its context menu (open, mark as read). */
export function NotificationItem({ notification, onOpen, onMarkRead }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const { title, description } = translateNotification(t, notification);
  const when = new Date(notification.createdAt).toLocaleString(i18n.resolvedLanguage);
  const items = [
    ...(notification.link ? [{ id: 'open', name: t('notifications.open') }] : []),
    ...(notification.read ? [] : [{ id: 'markRead', name: t('notifications.markRead') }]),
  ];
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="xs" py="xs" data-unread={!notification.read || undefined}>
      <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => onOpen(notification)}>
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap">
            {/* The dot variant keeps the text in the body colour, readable whatever the level's colour. */}
            <Badge size="xs" color={LEVEL_COLOURS[notification.level]} variant="dot">
              {t(`notifications.levels.${notification.level}`)}
            </Badge>
            <Text size="sm" fw={notification.read ? 400 : 700} truncate>
              {title}
            </Text>
          </Group>
          <Text size="sm">{description}</Text>
          <Text size="xs" c="dimmed">
            {when}
            {notification.read ? '' : ` · ${t('notifications.unread')}`}
          </Text>
        </Stack>
      </UnstyledButton>
      {items.length > 0 ? (
        <ContextMenu
          label={t('notifications.actionsFor', { title })}
          items={items}
          onSelect={(id) => (id === 'open' ? onOpen(notification) : onMarkRead(notification))}
          target={
            <ActionIcon variant="subtle" color="gray" aria-label={t('notifications.actionsFor', { title })}>
              <span aria-hidden>⋯</span>
            </ActionIcon>
          }
        />
      ) : null}
    </Group>
  );
}
