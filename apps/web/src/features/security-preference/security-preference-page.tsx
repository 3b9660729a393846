import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

/** Security preferences: change the password and see or end the account's sessions. */
export function SecurityPreferencePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack data-testid="page-security-preference" gap="lg" maw={900}>
      <Title order={1}>{t('security.title')}</Title>
      <ChangePasswordCard userId={user.userId} />
      <SessionsCard userId={user.userId} />
    </Stack>
  );
}
