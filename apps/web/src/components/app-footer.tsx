import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The footer of every layout: tagline and copyright. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" px="md" py="sm" gap="xs" wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('shell.footer.tagline')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('shell.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
