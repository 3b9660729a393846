import { PASSWORD_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH, SETUP_TEXT, type FirstAdmin } from '@airscope/contracts';
import { Alert, Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { FormCard } from '../../components/form-card.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { checkConfirmation, checkEmail, checkNewPassword, checkRequired, type FieldProblem } from './auth-validation.ts';
import { useFieldError } from './use-field-error.ts';
import { useCreateFirstAdminMutation, useSetupLinkCheck } from './api/setup.queries.ts';

type Field = Exclude<keyof FirstAdmin, 'token'> | 'confirmPassword';
const EMPTY: Record<Field, string> = { organisationName: '', firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

function checkFirstAdmin(values: Record<Field, string>): Partial<Record<Field, FieldProblem | null>> {
  return {
    organisationName: checkRequired(values.organisationName),
    firstName: checkRequired(values.firstName),
    lastName: checkRequired(values.lastName),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  };
}

/**
 * The first start's one-time setup link (`/setup#<token>`, docs/product.md §2): the organisation and its first
 * administrator. The token rides in the fragment, which the browser never sends to the server.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const token = useLocation().hash.replace(/^#/, '');
  const check = useSetupLinkCheck(token);
  const create = useCreateFirstAdminMutation();
  const fieldError = useFieldError();
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
    const next = checkFirstAdmin(values);
    setProblems(next);
    if (Object.values(next).some(Boolean)) return;
    const { confirmPassword: _, ...firstAdmin } = values;
    create.mutate({ ...firstAdmin, email: firstAdmin.email.trim(), token });
  };

  const body = () => {
    if (create.isSuccess) {
      return (
        <Stack gap="md">
          <Alert color="teal" title={t('setup.successTitle')} role="status">
            {t('setup.successBody', { email: values.email.trim() })}
          </Alert>
          <Button component={Link} to="/login">
            {t('setup.goToLogin')}
          </Button>
        </Stack>
      );
    }
    if (token === '') return <ErrorState title={t('setup.linkErrorTitle')} message={SETUP_TEXT.unknownLink} detail={null} />;
    if (check.isPending) return <Loader aria-label={t('setup.checking')} />;
    if (check.isError) {
      const error = translateError(t, check.error);
      return <ErrorState title={t('setup.linkErrorTitle')} message={error.message} detail={error.detail} />;
    }
    const error = create.isError ? translateError(t, create.error) : null;
    return (
      <Stack gap="md">
        {error ? <ErrorState title={t('setup.errorTitle')} message={error.message} detail={error.detail} /> : null}
        <form onSubmit={handleSubmit} noValidate aria-label={t('setup.title')}>
          <Stack gap="md">
            <TextInput label={t('setup.organisationName')} autoComplete="organization" {...bind('organisationName')} />
            <Group grow align="flex-start">
              <TextInput label={t('setup.firstName')} autoComplete="given-name" {...bind('firstName')} />
              <TextInput label={t('setup.lastName')} autoComplete="family-name" {...bind('lastName')} />
            </Group>
            <TextInput label={t('setup.email')} type="email" autoComplete="email" {...bind('email')} />
            <PasswordField
              label={t('setup.password')}
              description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH, recommended: PASSWORD_RECOMMENDED_LENGTH })}
              autoComplete="new-password"
              {...bind('password')}
            />
            <PasswordField label={t('setup.confirmPassword')} autoComplete="new-password" {...bind('confirmPassword')} />
            <Button type="submit" loading={create.isPending} fullWidth size="md">
              {t('setup.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    );
  };

  return (
    <FormCard testId="page-setup" title={t('setup.title')} subtitle={t('setup.subtitle')}>
      {body()}
    </FormCard>
  );
}
