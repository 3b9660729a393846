import { Alert, Button, FileInput, Group, Paper, SegmentedControl, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { OrgSsoSettings } from '@airscope/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useOrgSsoSettings, useUpdateOrgSsoSettingsMutation } from '../api/org-sso-settings.query.ts';

function ServiceProviderFacts({ settings }: { settings: OrgSsoSettings }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('sso.settings.spTitle')}
      </Title>
      <TextInput label={t('sso.settings.spEntityId')} value={settings.spEntityId} readOnly />
      <TextInput label={t('sso.settings.acsUrl')} value={settings.acsUrl} readOnly />
      <TextInput label={t('sso.settings.spMetadataUrl')} value={settings.spMetadataUrl} readOnly />
      <Textarea
        label={t('sso.settings.spMetadataXml')}
        value={settings.spMetadataXml}
        readOnly
        autosize
        minRows={3}
        maxRows={8}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
      />
    </Stack>
  );
}

function SsoForm({ settings }: { settings: OrgSsoSettings }) {
  const { t } = useTranslation();
  const update = useUpdateOrgSsoSettingsMutation(settings.orgId);
  const [source, setSource] = useState<'file' | 'url'>(settings.metadataUrl ? 'url' : 'file');
  const [file, setFile] = useState<File | null>(null);
  const [metadataUrl, setMetadataUrl] = useState(settings.metadataUrl ?? '');
  const [emailAttribute, setEmailAttribute] = useState(settings.emailAttribute);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [ssoOnly, setSsoOnly] = useState(settings.ssoOnly);
  const [allowSha1, setAllowSha1] = useState(settings.allowSha1);
  const newUrl = source === 'url' && metadataUrl.trim() !== '' && metadataUrl.trim() !== settings.metadataUrl;
  const newFile = source === 'file' && file !== null;
  const changed =
    newUrl ||
    newFile ||
    emailAttribute !== settings.emailAttribute ||
    enabled !== settings.enabled ||
    ssoOnly !== settings.ssoOnly ||
    allowSha1 !== settings.allowSha1;
  const error = update.isError ? translateError(t, update.error) : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const metadata = newFile ? { metadataXml: await file.text() } : newUrl ? { metadataUrl: metadataUrl.trim() } : {};
    update.mutate({ ...metadata, emailAttribute: emailAttribute.trim(), enabled, ssoOnly, allowSha1 }, { onSuccess: () => setFile(null) });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label={t('sso.settings.title')}>
      <Stack gap="md">
        <Title order={3} size="h5">
          {t('sso.settings.idpTitle')}
        </Title>
        {settings.idpEntityId ? (
          <Stack gap={2} data-testid="sso-idp">
            <Text size="sm">
              {t('sso.settings.idpEntityId')}:{' '}
              <Text span ff="monospace" size="sm">
                {settings.idpEntityId}
              </Text>
            </Text>
            <Text size="sm">
              {t('sso.settings.idpSsoUrl')}:{' '}
              <Text span ff="monospace" size="sm">
                {settings.idpSsoUrl}
              </Text>
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sso.settings.idpNone')}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="sso-source-label">
            {t('sso.settings.source')}
          </Text>
          <SegmentedControl
            aria-labelledby="sso-source-label"
            value={source}
            onChange={(value) => setSource(value === 'url' ? 'url' : 'file')}
            data={[
              { value: 'file', label: t('sso.settings.sourceFile') },
              { value: 'url', label: t('sso.settings.sourceUrl') },
            ]}
            w="fit-content"
          />
        </Stack>
        {source === 'file' ? (
          <FileInput
            label={t('sso.settings.metadataFile')}
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            value={file}
            onChange={setFile}
            clearable
            data-testid="sso-metadata-file"
          />
        ) : (
          <TextInput
            label={t('sso.settings.metadataUrl')}
            type="url"
            placeholder="https://idp.example.com/metadata"
            value={metadataUrl}
            onChange={(event) => setMetadataUrl(event.currentTarget.value)}
          />
        )}
        <TextInput
          label={t('sso.settings.emailAttribute')}
          description={t('sso.settings.emailAttributeDescription')}
          value={emailAttribute}
          onChange={(event) => setEmailAttribute(event.currentTarget.value)}
          maxLength={300}
        />
        <Switch
          label={t('sso.settings.enabled')}
          description={t('sso.settings.enabledDescription')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Switch
          label={t('sso.settings.ssoOnly')}
          description={t('sso.settings.ssoOnlyDescription')}
          checked={ssoOnly}
          onChange={(event) => setSsoOnly(event.currentTarget.checked)}
        />
        <Switch
          label={t('sso.settings.allowSha1')}
          description={t('sso.settings.allowSha1Description')}
          checked={allowSha1}
          color="orange"
          onChange={(event) => setAllowSha1(event.currentTarget.checked)}
          data-testid="sso-allow-sha1"
        />
        {settings.emailDomains.length === 0 ? <Alert color="yellow">{t('sso.settings.noDomains')}</Alert> : null}
        {error ? <ErrorState title={t('sso.settings.error')} message={error.message} detail={error.detail} /> : null}
        {update.isSuccess && !changed ? (
          <Alert color="teal" role="status">
            {t('sso.settings.saved')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            {t('sso.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * SAML single sign-on of the organisation: what to give the IdP, the IdP's metadata, e-mail attribute, on/off,
 * SSO only and the SHA-1 allowance for a legacy IdP.
 */
export function SsoSettingsSection({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const settings = useOrgSsoSettings(orgId);
  let body;
  if (settings.isPending) body = <PageLoader label={t('common.loading')} minHeight={120} />;
  else if (settings.isError || !settings.data) {
    const error = translateError(t, settings.error);
    body = (
      <ErrorState
        title={t('sso.settings.loadError')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('common.retry'), onRetry: () => void settings.refetch() }}
      />
    );
  } else {
    body = (
      <Stack gap="xl">
        <SsoForm key={settings.data.orgId} settings={settings.data} />
        <ServiceProviderFacts settings={settings.data} />
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" data-testid="sso-settings">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('sso.settings.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('sso.settings.intro')}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}
