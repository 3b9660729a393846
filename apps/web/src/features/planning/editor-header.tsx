import { Group, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar, type SaveBarProps } from './save-bar.tsx';
import { ThreeDButton, type ThreeDButtonProps } from './view-3d/three-d-button.tsx';

/** The save bar's and the 3D button's props; the editor holds `actionState`, `document` and `floorGrids` still while an AP is dragged. */
type EditorHeaderProps = Omit<SaveBarProps, 'extra'> & ThreeDButtonProps & { projectName: string };

/**
 * Project name, title, undo/redo/save and the 3D view. Memoised apart from the editor, which re-renders on every
 * drag frame and prediction result: its Mantine buttons took a few ms of each frame.
 */
export const EditorHeader = memo(function EditorHeader({
  projectId,
  projectName,
  actionState,
  actions,
  conflict,
  saveError,
  onReload,
  document,
  floors,
  currentFloorId,
  floorGrids,
  heatmapType,
  onPickFloor,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {projectName}
        </Text>
        <Title order={1} size="h3">
          {t('planning.title')}
        </Title>
      </Stack>
      <SaveBar
        actionState={actionState}
        actions={actions}
        conflict={conflict}
        saveError={saveError}
        onReload={onReload}
        extra={
          <ThreeDButton
            projectId={projectId}
            document={document}
            floors={floors}
            currentFloorId={currentFloorId}
            floorGrids={floorGrids}
            heatmapType={heatmapType}
            onPickFloor={onPickFloor}
          />
        }
      />
    </Group>
  );
});
