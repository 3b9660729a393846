import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useDecideActivationMutation, useDeviceActivation } from './api/device-activation.query.ts';

/** Where a device's verification URI leads: the user types (or brings) the code, sees the device, approves or denies. */
export function DeviceActivationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const userCode = params.get('user_code')?.trim().toUpperCase() || null;
  const [typed, setTyped] = useState(userCode ?? '');
  const activation = useDeviceActivation(userCode);
  const decide = useDecideActivationMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    if (code) setParams({ user_code: code });
  };
  const onDecide = (approve: boolean) =>
    decide.mutate(
      { userCode: userCode!, approve },
      { onSuccess: () => void navigate(`/device-auth-successful?result=${approve ? 'approved' : 'denied'}`) },
    );

  let body = null;
  if (userCode && activation.isPending) body = <PageLoader label={t('common.loading')} minHeight={80} />;
  else if (userCode && activation.isError)
    body = (
      <Alert color="red" title={t('devices.activate.failed')}>
        {translateError(t, activation.error).message}
      </Alert>
    );
  else if (userCode && activation.data === null)
    body = (
      <Alert color="orange" data-testid="device-code-unknown">
        {t('devices.activate.notFound')}
      </Alert>
    );
  else if (activation.data) {
    const request = activation.data;
    const expires = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { timeStyle: 'short' }).format(new Date(request.expiresAt));
    body = (
      <Paper withBorder radius="md" p="lg" data-testid="device-activation-request">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {request.deviceName}
          </Title>
          <Text>{t('devices.activate.request', { kind: t(`devices.kind.${request.kind}`) })}</Text>
          <Text c="dimmed" size="sm">
            {t('devices.activate.scope')} {t('devices.activate.expires', { time: expires })}
          </Text>
          {decide.isError && <Alert color="red">{translateError(t, decide.error).message}</Alert>}
          <Group>
            <Button
              onClick={() => onDecide(true)}
              loading={decide.isPending && decide.variables?.approve === true}
              disabled={decide.isPending}
            >
              {t('devices.activate.approve')}
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={() => onDecide(false)}
              loading={decide.isPending && decide.variables?.approve === false}
              disabled={decide.isPending}
            >
              {t('devices.activate.deny')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack data-testid="page-device-activation" gap="lg" maw={560}>
      <Title order={1}>{t('devices.activate.title')}</Title>
      <Text>{t('devices.activate.intro')}</Text>
      <form onSubmit={submit}>
        <Group align="flex-end">
          <TextInput
            label={t('devices.activate.codeLabel')}
            placeholder="BCDF-GHJK"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
          />
          <Button type="submit" variant="light">
            {t('devices.activate.lookUp')}
          </Button>
        </Group>
      </form>
      {body}
    </Stack>
  );
}
