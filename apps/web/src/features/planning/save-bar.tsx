import { Alert, Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nextSteps } from './document/editor-history.ts';
import { useEditorState, type EditorStore } from './document/editor-store.ts';

export interface SaveBarProps {
  store: EditorStore;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
  conflict: string | null;
  saveError: string | null;
  onReload: () => void;
  extra?: React.ReactNode;
}

/** Undo, redo and save, the unsaved-changes indicator, and a save conflict (409) with its way out. */
export function SaveBar({ store, canWrite, saving, onSave, conflict, saveError, onReload, extra }: SaveBarProps) {
  const { t } = useTranslation();
  const history = useEditorState(store, (state) => state.history);
  const saved = useEditorState(store, (state) => state.saved);
  const steps = nextSteps(history);
  const unsaved = saved !== history.document && store.pendingChanges().length > 0;
  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="save-bar">
        <Button
          variant="default"
          onClick={store.undo}
          disabled={!steps.undo}
          title={steps.undo ? t(`planning.steps.${steps.undo}` as never) : undefined}
        >
          {t('planning.undo')}
        </Button>
        <Button
          variant="default"
          onClick={store.redo}
          disabled={!steps.redo}
          title={steps.redo ? t(`planning.steps.${steps.redo}` as never) : undefined}
        >
          {t('planning.redo')}
        </Button>
        <Button onClick={onSave} loading={saving} disabled={!canWrite || !unsaved}>
          {t('planning.save')}
        </Button>
        <Badge
          color={unsaved ? 'orange' : 'teal'}
          variant="dot"
          size="lg"
          tt="none"
          data-testid="save-state"
          data-unsaved={unsaved ? 'true' : 'false'}
        >
          {unsaved ? t('planning.unsaved') : t('planning.saved')}
        </Badge>
        {extra}
      </Group>
      {conflict ? (
        <Alert color="red" title={t('planning.conflictTitle')} data-testid="save-conflict">
          {t('planning.conflictBody')}
          <Group mt="xs">
            <Button color="red" variant="light" onClick={onReload}>
              {t('planning.reload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {saveError ? (
        <Alert color="red" title={t('planning.saveFailed')}>
          {saveError}
        </Alert>
      ) : null}
    </>
  );
}
