import { isFeatureOn } from '@airscope/contracts';
import { Alert, Button, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageConfig } from '../../lib/page-config/page-config.query.ts';
import { createDesignProject } from './api/create-design-project.request.ts';

/** "New design project": shown only while the design-project flag and the cloud planner are on; creates the project and opens the editor. */
export function NewDesignProjectButton({ editorHref }: { editorHref: (projectId: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = usePageConfig().data?.featureFlags;
  const enabled = isFeatureOn(flags?.designProject) && isFeatureOn(flags?.cloudPlanner);
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [projectType, setProjectType] = useState<'GREENFIELD_PLAN' | 'BROWNFIELD_PLAN'>('GREENFIELD_PLAN');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!enabled) return null;

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const projectId = await createDesignProject({ name: name.trim(), projectType });
      setOpened(false);
      await navigate(editorHref(projectId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('planning.entry.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('planning.entry.newProject')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('planning.entry.newProject')}>
        <Stack gap="sm">
          <TextInput
            label={t('planning.entry.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
            data-autofocus
          />
          <NativeSelect
            label={t('planning.entry.type')}
            value={projectType}
            onChange={(event) => setProjectType(event.currentTarget.value as typeof projectType)}
            data={[
              { value: 'GREENFIELD_PLAN', label: t('projects.types.GREENFIELD_PLAN') },
              { value: 'BROWNFIELD_PLAN', label: t('projects.types.BROWNFIELD_PLAN') },
            ]}
          />
          {error ? <Alert color="red">{error}</Alert> : null}
          <Button onClick={() => void create()} loading={busy} disabled={name.trim() === ''}>
            {t('planning.entry.create')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
