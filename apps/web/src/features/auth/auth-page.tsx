import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/form-card.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

export type AuthMode = 'login' | 'register' | 'forgot-password';

/** The one auth page of docs/product.md §2, in its login, register or forgot-password mode. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  if (mode === 'register') {
    return (
      <FormCard testId="page-register" title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
        <RegisterForm />
      </FormCard>
    );
  }
  if (mode === 'forgot-password') {
    return (
      <FormCard testId="page-forgot-password" title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')}>
        <ForgotPasswordForm />
      </FormCard>
    );
  }
  return (
    <FormCard testId="page-login" title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm />
    </FormCard>
  );
}
