import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/i18n/translate-error.ts';

/** A failed call in the server's words (a controller's refusal arrives as the vendor client wrote it). */
export function ErrorAlert({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation();
  const { message, detail } = translateError(t, error);
  return (
    <Alert color="red" data-testid={testId}>
      {detail ? `${message} ${detail}` : message}
    </Alert>
  );
}
