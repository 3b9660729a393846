import { Alert, Button, Group, Paper, Radio, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import {
  EmailDomainSchema,
  isFeatureOn,
  MAX_ORG_EMAIL_DOMAINS,
  PASSWORD_POLICY_MIN_LENGTH,
  SharingRestrictionSchema,
  type OrgPreferences,
  type SharingRestriction,
} from '@airscope/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useFeatureFlag, usePageConfig } from '../../../lib/page-config/page-config.query.ts';
import { useOrgPreferences, useUpdateOrgPreferencesMutation } from '../api/org-preferences.query.ts';
import { SsoSettingsSection } from './sso-settings-section.tsx';

function SettingsForm({ preferences }: { preferences: OrgPreferences }) {
  const { t } = useTranslation();
  const update = useUpdateOrgPreferencesMutation(preferences.orgId);
  // While the password-policy feature is off the setting is neither shown nor sent (the API refuses it).
  const policyOn = useFeatureFlag('passwordPolicy');
  const [sharing, setSharing] = useState<SharingRestriction>(preferences.sharingRestriction);
  const [policy, setPolicy] = useState(preferences.passwordPolicyEnabled);
  const [domains, setDomains] = useState(preferences.emailDomains);
  const [domainsInvalid, setDomainsInvalid] = useState(false);
  const changed =
    sharing !== preferences.sharingRestriction ||
    policy !== preferences.passwordPolicyEnabled ||
    domains.join(',') !== preferences.emailDomains.join(',');
  const error = update.isError ? translateError(t, update.error) : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ sharingRestriction: sharing, ...(policyOn ? { passwordPolicyEnabled: policy } : {}), emailDomains: domains });
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t('manage.settings.title')}>
      <Stack gap="lg">
        <Radio.Group
          label={t('manage.settings.sharing.label')}
          description={t('manage.settings.sharing.description')}
          value={sharing}
          onChange={(value) => setSharing(SharingRestrictionSchema.parse(value))}
        >
          <Stack gap="xs" mt="xs">
            {SharingRestrictionSchema.options.map((option) => (
              <Radio key={option} value={option} label={t(`manage.settings.sharing.options.${option}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {policyOn ? (
          <Switch
            label={t('manage.settings.passwordPolicy.label')}
            description={t('manage.settings.passwordPolicy.description', { min: PASSWORD_POLICY_MIN_LENGTH })}
            checked={policy}
            onChange={(event) => setPolicy(event.currentTarget.checked)}
          />
        ) : null}
        <TagsInput
          label={t('manage.settings.emailDomains.label')}
          description={t('manage.settings.emailDomains.description')}
          placeholder={t('manage.settings.emailDomains.placeholder')}
          value={domains}
          onChange={(values) => {
            // Only bare domains are kept; a rejected entry is explained under the field.
            const parsed = values.map((value) => EmailDomainSchema.safeParse(value));
            const accepted = parsed.flatMap((result) => (result.success ? [result.data] : []));
            const unique = [...new Set(accepted)].sort().slice(0, MAX_ORG_EMAIL_DOMAINS);
            setDomainsInvalid(accepted.length < values.length || unique.length < new Set(accepted).size);
            setDomains(unique);
          }}
          error={domainsInvalid ? t('manage.settings.emailDomains.invalid', { max: MAX_ORG_EMAIL_DOMAINS }) : undefined}
          maxTags={MAX_ORG_EMAIL_DOMAINS}
          splitChars={[',', ' ', ';']}
          clearable
        />
        {error ? <ErrorState title={t('manage.settings.error')} message={error.message} detail={error.detail} /> : null}
        {update.isSuccess && !changed ? (
          <Alert color="teal" role="status">
            {t('manage.settings.saved')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            {t('manage.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Organization settings (org admins with enterprise plus): sharing restriction, password policy, e-mail domains and single sign-on. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const preferences = useOrgPreferences();
  const pageConfig = usePageConfig();

  let body;
  if (preferences.isPending) body = <PageLoader label={t('common.loading')} minHeight={160} />;
  else if (preferences.isError || !preferences.data) {
    const error = translateError(t, preferences.error);
    body = (
      <ErrorState
        title={t('manage.settings.loadError')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void preferences.refetch() }}
      />
    );
  } else body = <SettingsForm key={preferences.data.orgId} preferences={preferences.data} />;

  return (
    <Stack data-testid="page-organization-settings" gap="lg" maw={760}>
      <Title order={1}>{t('manage.settings.title')}</Title>
      <Text c="dimmed">{t('manage.settings.intro')}</Text>
      <Paper withBorder radius="md" p="lg">
        {body}
      </Paper>
      {preferences.data && isFeatureOn(pageConfig.data?.featureFlags.ssoConfig) ? (
        <SsoSettingsSection orgId={preferences.data.orgId} />
      ) : null}
    </Stack>
  );
}
