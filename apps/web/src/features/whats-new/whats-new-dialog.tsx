import { Anchor, Badge, Button, Group, Modal, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { RELEASE_NOTES } from './release-notes.ts';
import { markWhatsNewSeen, readSeenWhatsNewVersions, shouldShowWhatsNew } from './whats-new-state.ts';

function formatDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

/** The release notes, shown once per notes version to each signed-in user (docs/product.md §4), never to a guest. */
export function WhatsNewDialog() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const opened = !dismissed && shouldShowWhatsNew(user, readSeenWhatsNewVersions());

  const close = () => {
    if (user) markWhatsNewSeen(user.userId);
    setDismissed(true);
  };

  return (
    <Modal opened={opened} onClose={close} title={t('whatsNew.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="lg">
        <Text c="dimmed">{t('whatsNew.intro')}</Text>
        <Timeline bulletSize={14} lineWidth={2}>
          {RELEASE_NOTES.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={
                <Title order={3} size="h5">
                  {t(`whatsNew.entries.${entry.id}.title`)}
                </Title>
              }
            >
              <Text size="xs" c="dimmed" component="time" dateTime={entry.date}>
                {formatDate(entry.date, i18n.resolvedLanguage ?? 'en')}
              </Text>
              <Text size="sm" mt={4}>
                {t(`whatsNew.entries.${entry.id}.summary`)}
              </Text>
              <Group gap={6} mt={6}>
                <VisuallyHidden>{t('whatsNew.products')}</VisuallyHidden>
                {entry.products.map((product) => (
                  <Badge key={product} size="sm" variant="light">
                    {product}
                  </Badge>
                ))}
                {entry.src ? (
                  <Anchor href={entry.src} size="xs" target="_blank" rel="noreferrer">
                    {t('whatsNew.learnMore')}
                  </Anchor>
                ) : null}
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
        <Group justify="flex-end">
          <Button onClick={close}>{t('whatsNew.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
