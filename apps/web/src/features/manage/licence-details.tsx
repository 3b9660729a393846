import { Alert, Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { deriveLicenceState } from '../../lib/session/licence-state.ts';
import { DetailItem } from './detail-item.tsx';
import { selectLicenceWarning } from './licence-warning.ts';

const STATUS_COLOURS = { ACTIVE: 'teal', EXPIRED: 'red', SUSPENDED: 'orange', INVALID: 'red' } as const;

export function LicenceDetails({ user, licence }: { user: CurrentUser; licence: LicenseStatus }) {
  const { t, i18n } = useTranslation();
  const state = deriveLicenceState(user, licence, new Date());
  const warning = selectLicenceWarning(state);
  const endDate = licence.subscriptionExpirationDate
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(new Date(licence.subscriptionExpirationDate))
    : null;

  return (
    <Stack gap="md">
      {warning || state.subscriptionExpired ? (
        <Alert color="orange" title={t('manage.licence.warningTitle')} role="alert" data-testid="licence-warning">
          <Stack gap={4}>
            {warning ? <Text size="sm">{t(`manage.licence.${warning}`)}</Text> : null}
            {state.subscriptionExpired && endDate ? (
              <Text size="sm">{t('manage.licence.subscriptionEnded', { date: endDate })}</Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DetailItem
          label={t('manage.licence.key')}
          value={
            user.licenseKey ? (
              <Text ff="monospace" size="sm">
                {user.licenseKey}
              </Text>
            ) : (
              t('manage.licence.noKey')
            )
          }
        />
        <DetailItem
          label={t('manage.licence.status')}
          value={
            <Badge color={STATUS_COLOURS[licence.licenseStatus]} variant="filled">
              {t(`manage.licence.statuses.${licence.licenseStatus}`)}
            </Badge>
          }
        />
        <DetailItem label={t('manage.licence.product')} value={licence.product ?? t('manage.licence.notSet')} />
        <DetailItem label={t('manage.licence.subscription')} value={endDate ?? t('manage.licence.notSet')} />
      </SimpleGrid>
    </Stack>
  );
}
