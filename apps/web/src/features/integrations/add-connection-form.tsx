import { Button, Group, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import type { ControllerVendorName } from '@airscope/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateConnection } from './api/integrations.queries.ts';
import { VENDOR_LABELS } from './vendor-labels.ts';
import { ErrorAlert } from './error-alert.tsx';

/** Vendor, name, address and the key (Catalyst Center: user name and password); the server checks them with the controller before saving. */
export function AddConnectionForm({ projectId }: { projectId?: string }) {
  const { t } = useTranslation();
  const create = useCreateConnection();
  const [vendor, setVendor] = useState<ControllerVendorName>('MERAKI');
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const byPassword = vendor === 'CATALYST_CENTER';
  const complete = name.trim() !== '' && baseUrl.trim() !== '' && (byPassword ? username.trim() !== '' && password !== '' : apiKey !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = byPassword ? { username: username.trim(), password } : { apiKey };
    create.mutate(
      { vendor, name: name.trim(), baseUrl: baseUrl.trim(), ...credentials, ...(projectId ? { projectId } : {}) },
      {
        onSuccess: () => {
          // The key leaves the page as soon as it is saved.
          setApiKey('');
          setPassword('');
          setName('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('integrations.add.title')} data-testid="add-connection-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('integrations.add.title')}
        </Title>
        <Select
          label={t('integrations.add.vendor')}
          data={Object.entries(VENDOR_LABELS).map(([value, label]) => ({ value, label }))}
          value={vendor}
          onChange={(value) => value && setVendor(value as ControllerVendorName)}
          allowDeselect={false}
        />
        <TextInput label={t('integrations.add.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label={t('integrations.add.baseUrl')}
          description={t('integrations.add.baseUrlHint')}
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.currentTarget.value)}
        />
        {byPassword ? (
          <Group grow>
            <TextInput
              label={t('integrations.add.username')}
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              autoComplete="off"
            />
            <PasswordInput
              label={t('integrations.add.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="new-password"
            />
          </Group>
        ) : (
          <PasswordInput
            label={t('integrations.add.apiKey')}
            value={apiKey}
            onChange={(e) => setApiKey(e.currentTarget.value)}
            autoComplete="new-password"
          />
        )}
        {create.isError ? <ErrorAlert error={create.error} testId="add-connection-error" /> : null}
        <Group>
          <Button type="submit" disabled={!complete} loading={create.isPending}>
            {t('integrations.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
