import { Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { PROJECT_TAG_MAX_LENGTH, PROJECT_TAGS_MAX, type Project } from '@airscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { translateError } from '../../../lib/i18n/translate-error.ts';
import { useProjectDetailsMutation } from '../api/project-details.mutation.ts';

/** Adds and removes a project's tags, then saves the whole list at once. */
export function ManageTagsDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useProjectDetailsMutation();
  const [tags, setTags] = useState<string[]>(project.tags ?? []);
  const error = save.isError ? translateError(t, save.error) : null;

  const handleSave = () => save.mutate({ projectId: project.projectId, kind: 'tags', tags }, { onSuccess: onClose });

  return (
    <Modal opened onClose={onClose} title={t('manage.projects.tags.title', { name: project.name })} size="lg">
      <Stack gap="md">
        <TagsInput
          label={t('manage.projects.tags.label')}
          description={t('manage.projects.tags.description', { max: PROJECT_TAGS_MAX })}
          placeholder={t('manage.projects.tags.placeholder')}
          value={tags}
          onChange={(next) => setTags(next.map((tag) => tag.trim().slice(0, PROJECT_TAG_MAX_LENGTH)).filter(Boolean))}
          maxTags={PROJECT_TAGS_MAX}
          clearable
          data-autofocus
        />
        {tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('manage.projects.tags.none')}
          </Text>
        ) : null}
        {error ? <ErrorState title={t('manage.projects.tags.error')} message={error.message} detail={error.detail} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('manage.projects.cancel')}
          </Button>
          <Button onClick={handleSave} loading={save.isPending}>
            {t('manage.projects.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
