import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a project page shows to a user whose license is expired, suspended or not valid: the server refuses every
 * project call to them, so one page says why and where to fix it instead of a dashboard of refused calls.
 */
export function LicenceBlocked({ testId, myPageHref }: { testId: string; myPageHref: string }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid={testId} gap="md" align="flex-start">
      <Title order={1}>{t('dashboard.licenceBlocked.title')}</Title>
      <Alert color="yellow" data-testid="licence-blocked">
        {t('dashboard.licenceBlocked.body')}
      </Alert>
      <Button component={Link} to={myPageHref}>
        {t('dashboard.licenceBlocked.action')}
      </Button>
    </Stack>
  );
}
