import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrgLicense } from '@airscope/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useLicenceAssignmentMutation } from '../api/licence-assignment.mutation.ts';
import { useOrgLicences } from '../api/org-licences.query.ts';
import { AssignLicenceDialog } from './assign-licence-dialog.tsx';
import { LicencesTable } from './licences-table.tsx';

/** Manage licences (org admins): every licence of the organisation, assigned or free, with assign and revoke. */
export function ManageLicensesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const licences = useOrgLicences();
  const revoke = useLicenceAssignmentMutation();
  const [assigning, setAssigning] = useState<OrgLicense | null>(null);

  const handleRevoke = (licence: OrgLicense) =>
    revoke.mutate(
      { kind: 'revoke', licenseId: licence.licenseId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('manage.licences.revoked', { key: licence.licenseKey }) }),
        onError: (error) =>
          notifications.show({ color: 'red', title: t('manage.licences.revokeError'), message: translateError(t, error).message }),
      },
    );

  let body: ReactNode;
  if (licences.isPending) body = <PageLoader label={t('common.loading')} minHeight={160} />;
  else if (licences.isError) {
    const error = translateError(t, licences.error);
    body = (
      <ErrorState
        title={t('manage.licences.loadError')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void licences.refetch() }}
      />
    );
  } else if (licences.data.length === 0) body = <Text c="dimmed">{t('manage.licences.empty')}</Text>;
  else
    body = (
      <LicencesTable
        licences={licences.data}
        currentUserId={user?.userId ?? ''}
        busyLicenceId={revoke.isPending ? (revoke.variables?.licenseId ?? null) : null}
        onAssign={setAssigning}
        onRevoke={handleRevoke}
      />
    );

  return (
    <Stack data-testid="page-manage-licenses" gap="lg">
      <Title order={1}>{t('manage.licences.title')}</Title>
      <Text c="dimmed">{t('manage.licences.intro')}</Text>
      <Paper withBorder radius="md" p="lg">
        {body}
      </Paper>
      {assigning ? <AssignLicenceDialog licence={assigning} onClose={() => setAssigning(null)} /> : null}
    </Stack>
  );
}
