import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useUpdateLicenceKeyMutation } from './api/update-licence-key.mutation.ts';

/** Changes the licence key of the signed-in user (PUT users/{userId}/license). */
export function LicenceKeyForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const update = useUpdateLicenceKeyMutation(userId);
  const [licenseKey, setLicenseKey] = useState('');
  const [missing, setMissing] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const key = licenseKey.trim();
    setMissing(key === '');
    if (key) update.mutate(key, { onSuccess: () => setLicenseKey('') });
  };

  const error = update.isError ? translateError(t, update.error) : null;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('manage.licence.changeTitle')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('manage.licence.newKey')}
            autoComplete="off"
            spellCheck={false}
            required
            value={licenseKey}
            onChange={(event) => setLicenseKey(event.currentTarget.value)}
            error={missing ? t('auth.validation.required') : undefined}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" loading={update.isPending} mt={25}>
            {t('manage.licence.submit')}
          </Button>
        </Group>
        {error ? <ErrorState title={t('manage.licence.errorTitle')} message={error.message} detail={error.detail} /> : null}
        {update.isSuccess ? (
          <Alert color="teal" role="status">
            {t('manage.licence.success')}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
