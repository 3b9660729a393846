import type { VisualisationType } from '@airscope/core';
import { Group, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorEntry } from './document/building-floors.ts';
import type { EditorDocument } from './document/editor-document.ts';
import type { EditorStore } from './document/editor-store.ts';
import type { FloorGrids } from './heatmap/use-building-heatmap.ts';
import { SaveBar } from './save-bar.tsx';
import { ThreeDButton } from './view-3d/three-d-button.tsx';


interface EditorHeaderProps {
  projectId: string;
  projectName: string;
  store: EditorStore;
  canWrite: boolean;
  saving: boolean;
  onSave: () => void;
  conflict: string | null;
  saveError: string | null;
  onReload: () => void;
  /** The document the 3D view shows; the editor holds it still while an AP is dragged. */
  document: EditorDocument;
  floors: readonly FloorEntry[];
  currentFloorId: string | null;
  floorGrids: FloorGrids;
  heatmapType: VisualisationType;
  onPickFloor: (floorPlanId: string) => void;
}

/**
 * Project name, title, undo/redo/save and the 3D view. Memoised apart from the editor, which re-renders on every
 * drag frame and prediction result: its Mantine buttons took a few ms of each frame.
 */
export const EditorHeader = memo(function EditorHeader({ projectId, projectName, store, canWrite, saving, onSave, conflict, saveError, onReload, document, floors, currentFloorId, floorGrids, heatmapType, onPickFloor }: EditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={0}>
        <Text size="sm" c="dimmed">{projectName}</Text>
        <Title order={1}>{t('planning.title')}</Title>
      </Stack>
      <SaveBar store={store} canWrite={canWrite} saving={saving} onSave={onSave} conflict={conflict} saveError={saveError} onReload={onReload}
        extra={<ThreeDButton projectId={projectId} document={document} floors={floors} currentFloorId={currentFloorId} floorGrids={floorGrids} heatmapType={heatmapType} onPickFloor={onPickFloor} />} />
    </Group>
  );
});
