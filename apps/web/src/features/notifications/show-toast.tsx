import { Box, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NotificationLevel } from '@airscope/contracts';
import { autoCloseOf, isActionRowWrapped } from './toast-layout.ts';
import classes from './toast.module.css';

/** docs/product.md §3 "Notification": level, title, description, confirm text, optional timeout and onHide. */
export interface ToastOptions {
  id?: string;
  level: NotificationLevel;
  title: string;
  description: string;
  confirmText: string;
  timeoutMs?: number;
  onHide?: () => void;
  onConfirm?: () => void;
}

const LEVEL_COLOURS: Record<NotificationLevel, string> = { info: 'blue', warning: 'yellow', error: 'red', success: 'green' };

/** Shows one toast; it closes on its confirm button, or after its timeout when given. */
export function showToast(options: ToastOptions): string {
  const id = options.id ?? crypto.randomUUID();
  const wrapped = isActionRowWrapped(options.confirmText);
  notifications.show({
    id,
    title: options.title,
    color: LEVEL_COLOURS[options.level],
    className: classes.toast,
    autoClose: autoCloseOf(options.timeoutMs),
    withCloseButton: false,
    ...(options.onHide ? { onClose: options.onHide } : {}),
    message: (
      <Box className={classes.actionRow} data-wrapped={wrapped || undefined} data-testid="toast-action-row">
        {/* Body colour, not Mantine's light grey description, to meet WCAG AA contrast. */}
        <Text size="sm" c="var(--mantine-color-text)" className={classes.actionText}>
          {options.description}
        </Text>
        <Button
          size="xs"
          variant="light"
          color={LEVEL_COLOURS[options.level]}
          onClick={() => {
            options.onConfirm?.();
            notifications.hide(id);
          }}
        >
          {options.confirmText}
        </Button>
      </Box>
    ),
  });
  return id;
}
