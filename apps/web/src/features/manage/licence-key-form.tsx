import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { isApiRequestError } from '../../lib/api/api-request-error.ts';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useUpdateLicenceKeyMutation } from './api/update-licence-key.mutation.ts';

/** The server's reason for refusing the key (unknown, taken, another organisation's), or null for any other failure. */
function refusalOf(error: unknown): string | null {
  const cause = error instanceof Error ? error.cause : undefined;
  return isApiRequestError(cause) && (cause.status === 400 || cause.status === 409) ? cause.message : null;
}

/**
 * Changes the licence key of the signed-in user (PUT users/{userId}/license). A refused key gets the server's one
 * reason at the field; the store's "Failed to retrieve user license" would mislead there (nothing was retrieved), so
 * it never stacks on top of it. Other failures (network, server) show one panel.
 */
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

  const refusal = update.isError ? refusalOf(update.error) : null;
  const failure = update.isError && refusal === null ? translateError(t, update.error) : null;
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
            onChange={(event) => {
              setLicenseKey(event.currentTarget.value);
              if (update.isError) update.reset();
            }}
            error={missing ? t('auth.validation.required') : (refusal ?? undefined)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" loading={update.isPending} mt={25}>
            {t('manage.licence.submit')}
          </Button>
        </Group>
        {failure ? <ErrorState title={t('manage.licence.errorTitle')} message={failure.detail ?? t('errors.unexpected')} /> : null}
        {update.isSuccess ? (
          <Alert color="teal" role="status">
            {t('manage.licence.success')}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
