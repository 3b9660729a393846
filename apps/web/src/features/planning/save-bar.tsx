import { Alert, Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { actionTooltip } from './actions/action-tooltip.ts';
import { editorAction, type EditorActionState } from './actions/editor-action-registry.ts';
import type { EditorActionRunner } from './actions/use-editor-action-runner.ts';

export interface SaveBarProps {
  actionState: EditorActionState;
  actions: EditorActionRunner;
  conflict: string | null;
  saveError: string | null;
  onReload: () => void;
  extra?: React.ReactNode;
}

const BAR_ACTIONS = ['undo', 'redo', 'save'] as const;

/** Undo, redo and save from the action registry, the unsaved-changes indicator, and a save conflict (409) with its way out. */
export function SaveBar({ actionState, actions, conflict, saveError, onReload, extra }: SaveBarProps) {
  const { t } = useTranslation();
  const { unsaved } = actionState;
  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="save-bar">
        {BAR_ACTIONS.map((id) => {
          const action = editorAction(id);
          return (
            <Button
              key={id}
              variant={id === 'save' ? undefined : 'default'}
              onClick={() => actions.run(id)}
              loading={id === 'save' && actionState.saving}
              disabled={!action.enabled(actionState)}
              title={actionTooltip(t, action, actionState)}
            >
              {t(action.label)}
            </Button>
          );
        })}
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
