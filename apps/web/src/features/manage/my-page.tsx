import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { LicenceCard } from './licence-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { DevicesCard } from './devices/devices-card.tsx';

/** My page: profile, licence status with its warning, the licence-key change form, and the activated devices. */
export function MyPage() {
  const { t } = useTranslation();
  const { user, licence } = useSession();
  if (!user) return null;
  return (
    <Stack data-testid="page-my-page" gap="lg" maw={900}>
      <Title order={1}>{t('manage.myPage.title')}</Title>
      <ProfileCard user={user} />
      <LicenceCard user={user} knownLicence={licence} />
      <DevicesCard />
    </Stack>
  );
}
