import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { PROJECT_NAME_MAX_LENGTH, type Project, type ProjectLocation } from '@airscope/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useProjectDetailsMutation } from '../api/project-details.mutation.ts';
import { LocationInput } from '../location/location-input.tsx';

function locationOf(project: Project): ProjectLocation | null {
  const { country, city, latitude, longitude } = project;
  return country && city && latitude !== null && longitude !== null ? { country, city, latitude, longitude } : null;
}

/** Rename a project and set where it is; opened from a row of the manage projects table. */
export function ProjectUpdateDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useProjectDetailsMutation();
  const [name, setName] = useState(project.name);
  const [location, setLocation] = useState<ProjectLocation | null>(locationOf(project));
  const nameMissing = name.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nameMissing) return;
    save.mutate({ projectId: project.projectId, kind: 'details', details: { name: name.trim(), location } }, { onSuccess: onClose });
  };
  const error = save.isError ? translateError(t, save.error) : null;

  return (
    <Modal opened onClose={onClose} title={t('manage.projects.update.title', { name: project.name })} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('manage.projects.update.name')}
            required
            maxLength={PROJECT_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameMissing ? t('auth.validation.required') : undefined}
            data-autofocus
          />
          <LocationInput value={location} onChange={setLocation} />
          {error ? <ErrorState title={t('manage.projects.update.error')} message={error.message} detail={error.detail} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.projects.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={nameMissing}>
              {t('manage.projects.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
