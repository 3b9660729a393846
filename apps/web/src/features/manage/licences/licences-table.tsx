import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OrgLicense } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { selectLicenceRowWarning } from './licence-row-warning.ts';

interface LicencesTableProps {
  licences: readonly OrgLicense[];
  currentUserId: string;
  busyLicenceId: string | null;
  onAssign: (licence: OrgLicense) => void;
  onRevoke: (licence: OrgLicense) => void;
}

// Dark shades under white text: the light variants fall short of WCAG AA contrast.
const STATUS_COLOR = { ACTIVE: 'teal.9', EXPIRED: 'red.9', SUSPENDED: 'red.9', INVALID: 'red.9' } as const;

/** Key, product, status, subscription date, user, warning and actions of every licence of the organisation. */
export function LicencesTable({ licences, currentUserId, busyLicenceId, onAssign, onRevoke }: LicencesTableProps) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });
  const now = new Date();

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={t('manage.licences.tableLabel')} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('manage.licences.columns.key')}</Table.Th>
            <Table.Th>{t('manage.licences.columns.product')}</Table.Th>
            <Table.Th>{t('manage.licences.columns.status')}</Table.Th>
            <Table.Th>{t('manage.licences.columns.subscription')}</Table.Th>
            <Table.Th>{t('manage.licences.columns.user')}</Table.Th>
            <Table.Th>{t('manage.licences.columns.warning')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('manage.licences.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {licences.map((licence) => {
            const warning = selectLicenceRowWarning(licence, now);
            const key = licence.licenseKey;
            return (
              <Table.Tr key={licence.licenseId} data-testid="licence-row" data-licence-key={key}>
                <Table.Th scope="row">
                  <Text ff="monospace" size="sm">
                    {key}
                  </Text>
                </Table.Th>
                <Table.Td>{licence.product}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[licence.licenseStatus]} variant="filled">
                    {t(`manage.licence.statuses.${licence.licenseStatus}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {licence.subscriptionExpirationDate ? (
                    <time dateTime={licence.subscriptionExpirationDate}>{dates.format(new Date(licence.subscriptionExpirationDate))}</time>
                  ) : (
                    t('manage.licence.notSet')
                  )}
                </Table.Td>
                <Table.Td>
                  {licence.user ? (
                    licence.user.email
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('manage.licences.unassigned')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-testid="licence-warning-cell">
                  {warning ? (
                    <Text size="sm" c={warning === 'unassigned' ? 'dimmed' : 'red.8'}>
                      {t(`manage.licences.warnings.${warning}`)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {licence.user ? (
                    licence.user.userId === currentUserId ? null : (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        loading={busyLicenceId === licence.licenseId}
                        onClick={() => onRevoke(licence)}
                        aria-label={t('manage.licences.actions.revokeNamed', { key, email: licence.user.email })}
                      >
                        {t('manage.licences.actions.revoke')}
                      </Button>
                    )
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => onAssign(licence)}
                      aria-label={t('manage.licences.actions.assignNamed', { key })}
                    >
                      {t('manage.licences.actions.assign')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
