import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH } from '@airscope/contracts';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useChangePasswordMutation } from './api/change-password.mutation.ts';
import {
  checkPasswordChange,
  type PasswordChangeField,
  type PasswordChangeProblem,
  type PasswordChangeValues,
} from './change-password-validation.ts';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change-password form; on success the server has signed out every other session. */
export function ChangePasswordCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const change = useChangePasswordMutation(userId);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<PasswordChangeField, PasswordChangeProblem>>>({});

  const messageOf = (problem: PasswordChangeProblem | undefined) =>
    problem
      ? t(`security.validation.${problem}`, { count: problem === 'passwordTooLong' ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH })
      : undefined;

  const bind = (field: PasswordChangeField) => ({
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      change.reset();
      setValues({ ...values, [field]: event.currentTarget.value });
    },
    error: messageOf(problems[field]),
    required: true,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = checkPasswordChange(values);
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword }, { onSuccess: () => setValues(EMPTY) });
  };

  const error = change.isError ? translateError(t, change.error) : null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('security.changePassword.title')}
        </Title>
        {change.isSuccess ? (
          <Alert color="teal" title={t('security.changePassword.successTitle')} role="status">
            {t('security.changePassword.successBody')}
          </Alert>
        ) : null}
        {error ? <ErrorState title={t('security.changePassword.errorTitle')} message={error.message} detail={error.detail} /> : null}
        <form onSubmit={handleSubmit} noValidate aria-label={t('security.changePassword.title')}>
          <Stack gap="md" maw={420}>
            <PasswordField label={t('security.changePassword.current')} autoComplete="current-password" {...bind('currentPassword')} />
            <PasswordField
              label={t('security.changePassword.new')}
              description={`${t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH, recommended: PASSWORD_RECOMMENDED_LENGTH })} ${t('auth.policyHint', { min: PASSWORD_POLICY_MIN_LENGTH })}`}
              autoComplete="new-password"
              {...bind('newPassword')}
            />
            <PasswordField label={t('security.changePassword.confirm')} autoComplete="new-password" {...bind('confirmPassword')} />
            <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('security.changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
