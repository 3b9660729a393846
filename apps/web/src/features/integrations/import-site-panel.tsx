import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useControllerSites, useImportSite } from './api/integrations.queries.ts';
import { ErrorAlert } from './error-alert.tsx';

/** Pick one of the controller's sites and import it as a new project (floors, maps, APs). */
export function ImportSitePanel({ connectionId, projectHref }: { connectionId: string; projectHref(projectId: string): string }) {
  const { t } = useTranslation();
  const sites = useControllerSites(connectionId);
  const importSite = useImportSite();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [name, setName] = useState('');
  if (sites.isPending) return <Text size="sm">{t('integrations.sites.loading')}</Text>;
  if (sites.isError) return <ErrorAlert error={sites.error} />;
  const options = sites.data.map((site) => ({ value: site.id, label: [...site.path, site.name].join(' / ') }));
  return (
    <Stack gap="xs" data-testid="import-site-panel">
      <Group align="end">
        <Select
          label={t('integrations.sites.site')}
          data={options}
          value={siteId}
          allowDeselect={false}
          onChange={setSiteId}
          placeholder={options.length === 0 ? t('integrations.sites.none') : t('integrations.sites.pick')}
          searchable
        />
        <TextInput
          label={t('integrations.sites.projectName')}
          placeholder={t('integrations.sites.projectNameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button
          disabled={siteId === null}
          loading={importSite.isPending}
          onClick={() => siteId && importSite.mutate({ connectionId, siteId, ...(name.trim() ? { name: name.trim() } : {}) })}
        >
          {t('integrations.sites.import')}
        </Button>
      </Group>
      {importSite.isError ? <ErrorAlert error={importSite.error} /> : null}
      {importSite.data ? (
        <Alert color="green" data-testid="import-result">
          {t('integrations.sites.imported', { floors: importSite.data.floorCount, accessPoints: importSite.data.accessPointCount })}{' '}
          <Anchor component={Link} to={projectHref(importSite.data.projectId)}>
            {t('integrations.sites.open')}
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
