import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** The end of a device activation: approved (the device carries on by itself) or denied. */
export function DeviceAuthSuccessfulPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const denied = params.get('result') === 'denied';
  return (
    <Stack data-testid="page-device-auth-successful" gap="lg" maw={560}>
      <Title order={1}>{denied ? t('devices.result.deniedTitle') : t('devices.result.approvedTitle')}</Title>
      <Paper withBorder radius="md" p="lg" role="status" data-result={denied ? 'denied' : 'approved'}>
        <Stack gap="sm">
          <Text>{denied ? t('devices.result.deniedBody') : t('devices.result.approvedBody')}</Text>
          <Anchor component={Link} to="/home/manage">
            {t('devices.result.myPage')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
