import { Divider, Paper, Stack, Title } from '@mantine/core';
import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useLicenceStatus } from './api/licence-status.query.ts';
import { LicenceDetails } from './licence-details.tsx';
import { LicenceKeyForm } from './licence-key-form.tsx';

export function LicenceCard({ user, knownLicence }: { user: CurrentUser; knownLicence: LicenseStatus | null }) {
  const { t } = useTranslation();
  const status = useLicenceStatus(user.userId, knownLicence);

  let details;
  if (status.isPending) details = <PageLoader label={t('common.loading')} minHeight={120} />;
  else if (status.isError) {
    const error = translateError(t, status.error);
    details = (
      <ErrorState
        title={t('manage.licence.unavailable')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void status.refetch() }}
      />
    );
  } else details = <LicenceDetails user={user} licence={status.data} />;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="licence-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="licence-heading">
          {t('manage.licence.title')}
        </Title>
        {details}
        <Divider />
        <Title order={3} size="h5">
          {t('manage.licence.changeTitle')}
        </Title>
        <LicenceKeyForm userId={user.userId} />
      </Stack>
    </Paper>
  );
}
