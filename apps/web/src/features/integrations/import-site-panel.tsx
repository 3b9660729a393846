import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useControllerSites, useImportPreview, useImportSite } from './api/integrations.queries.ts';
import { ErrorAlert } from './error-alert.tsx';
import { ImportPreview, scalesFromWidths, type FloorWidths } from './import-preview.tsx';

/**
 * Pick one of the controller's sites and import it as a new project (floors, maps, APs). Once a site is picked its
 * preview says what the import brings: floors without a scale ask for one, APs it cannot place are named with why.
 */
export function ImportSitePanel({ connectionId, projectHref }: { connectionId: string; projectHref(projectId: string): string }) {
  const { t } = useTranslation();
  const sites = useControllerSites(connectionId);
  const importSite = useImportSite();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [widths, setWidths] = useState<FloorWidths>({});
  const preview = useImportPreview(connectionId, siteId);
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
          onChange={(id) => {
            setSiteId(id);
            setWidths({});
          }}
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
          onClick={() =>
            siteId &&
            importSite.mutate({
              connectionId,
              siteId,
              scales: scalesFromWidths(preview.data, widths),
              ...(name.trim() ? { name: name.trim() } : {}),
            })
          }
        >
          {t('integrations.sites.import')}
        </Button>
      </Group>
      {siteId !== null && preview.isPending ? <Text size="sm">{t('integrations.importPreview.loading')}</Text> : null}
      {preview.isError ? <ErrorAlert error={preview.error} /> : null}
      {preview.data ? (
        <ImportPreview
          preview={preview.data}
          widths={widths}
          onWidth={(floorId, width) => setWidths((all) => ({ ...all, [floorId]: width }))}
        />
      ) : null}
      {importSite.isError ? <ErrorAlert error={importSite.error} /> : null}
      {importSite.data ? (
        <Alert color="green" data-testid="import-result">
          {t('integrations.sites.imported', { floors: importSite.data.floorCount, accessPoints: importSite.data.accessPointCount })}{' '}
          {importSite.data.unplacedCount > 0 ? `${t('integrations.sites.unplaced', { number: importSite.data.unplacedCount })} ` : ''}
          {importSite.data.unscaledFloors.length > 0
            ? `${t('integrations.sites.unscaled', { floors: importSite.data.unscaledFloors.join(', ') })} `
            : ''}
          <Anchor component={Link} to={projectHref(importSite.data.projectId)}>
            {t('integrations.sites.open')}
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
