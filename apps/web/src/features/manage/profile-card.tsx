import { Avatar, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { CurrentUser } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { DetailItem } from './detail-item.tsx';

export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-heading">
      <Stack gap="md">
        <Group gap="md">
          <Avatar name={name || user.email} color="cyan" variant="filled" size="lg" aria-hidden />
          <Title order={2} size="h3" id="profile-heading">
            {t('manage.myPage.profile')}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailItem label={t('manage.myPage.name')} value={name || '—'} />
          <DetailItem label={t('manage.myPage.email')} value={user.email} />
          <DetailItem label={t('manage.myPage.organization')} value={user.orgName ?? '—'} />
          <DetailItem label={t('manage.myPage.role')} value={user.orgAdmin ? t('manage.myPage.orgAdmin') : t('manage.myPage.member')} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
