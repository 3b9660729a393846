import { PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH } from '@airscope/contracts';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useRegisterMutation, type Registration } from './api/register.mutation.ts';
import { checkConfirmation, checkEmail, checkNewPassword, checkRequired, type FieldProblem } from './auth-validation.ts';
import { useFieldError } from './use-field-error.ts';

type Field = keyof Registration | 'confirmPassword';
const EMPTY: Record<Field, string> = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function checkRegistration(values: Record<Field, string>): Partial<Record<Field, FieldProblem | null>> {
  return {
    firstName: checkRequired(values.firstName),
    lastName: checkRequired(values.lastName),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  };
}

/** Account creation; the answer is the same whether or not the address already has an account. */
export function RegisterForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const register = useRegisterMutation();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem | null>>>({});

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => setValues({ ...values, [field]: event.currentTarget.value }),
    error: fieldError(problems[field]),
    required: true,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = checkRegistration(values);
    setProblems(next);
    if (Object.values(next).some(Boolean)) return;
    const { confirmPassword: _, ...registration } = values;
    register.mutate({ ...registration, email: registration.email.trim() });
  };

  if (register.isSuccess) {
    return (
      <Alert color="teal" title={t('auth.register.successTitle')} role="status">
        {t('auth.register.successBody', { email: values.email.trim() })}
      </Alert>
    );
  }

  const error = register.isError ? translateError(t, register.error) : null;
  return (
    <Stack gap="md">
      {error ? <ErrorState title={t('auth.register.errorTitle')} message={error.message} detail={error.detail} /> : null}
      <form onSubmit={handleSubmit} noValidate aria-label={t('auth.register.title')}>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label={t('auth.register.firstName')} autoComplete="given-name" {...bind('firstName')} />
            <TextInput label={t('auth.register.lastName')} autoComplete="family-name" {...bind('lastName')} />
          </Group>
          <TextInput label={t('auth.register.email')} type="email" autoComplete="email" {...bind('email')} />
          <PasswordField
            label={t('auth.register.password')}
            description={`${t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH, recommended: PASSWORD_RECOMMENDED_LENGTH })} ${t('auth.policyHint', { min: PASSWORD_POLICY_MIN_LENGTH })}`}
            autoComplete="new-password"
            {...bind('password')}
          />
          <PasswordField label={t('auth.register.confirmPassword')} autoComplete="new-password" {...bind('confirmPassword')} />
          <Button type="submit" loading={register.isPending} fullWidth size="md">
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" underline="always">
          {t('auth.register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
