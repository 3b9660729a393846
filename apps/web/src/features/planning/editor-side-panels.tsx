import type { AutoPlanProposal } from '@airscope/contracts';
import type { FloorCapacityPlan } from '@airscope/esx';
import { Paper, Stack } from '@mantine/core';
import { memo } from 'react';
import { AutoPlanPanel } from './auto-plan/auto-plan-panel.tsx';
import { CalibrationPanel } from './calibration/calibration-panel.tsx';
import type { PlanPoint, Selection } from './canvas/editor-tools.ts';
import { CapacityPanel } from './capacity/capacity-panel.tsx';
import { putRecord } from './commands/floor-commands.ts';
import type { EditorDocument, EditorRecord } from './document/editor-document.ts';
import type { EditorStore } from './document/editor-store.ts';
import type { PassRate } from './heatmap/pass-rates.ts';
import type { LiveHeatmap } from './heatmap/use-building-heatmap.ts';
import type { HeatmapSettings } from './panels/heatmap-choices.ts';
import { HeatmapPanel } from './panels/heatmap-panel.tsx';
import { ScalePanel } from './panels/scale-panel.tsx';
import { SelectionPanel } from './panels/selection-panel.tsx';
import { WallTypeEditor } from './panels/wall-type-editor.tsx';

// Memoised: the column re-renders when one of its props changes, these panels only when theirs do.
const MemoHeatmapPanel = memo(HeatmapPanel);
const MemoSelectionPanel = memo(SelectionPanel);
const MemoCapacityPanel = memo(CapacityPanel);

interface EditorSidePanelsProps {
  projectId: string;
  store: EditorStore;
  canWrite: boolean;
  onSave: () => void;
  floorPlanId: string | null;
  metersPerUnit: number | null;
  tool: string;
  scaleLine: readonly PlanPoint[];
  scaleMetres: number | '';
  onScaleMetres: (metres: number | '') => void;
  onApplyScale: () => void;
  /** The wall type the wall tool draws with, whose losses can be edited here. */
  selectedWallType: EditorRecord | undefined;
  selection: Selection;
  /** The document the selection is read from (the committed one while dragging). */
  selectionDocument: EditorDocument;
  onDeleteSelection: () => void;
  settings: HeatmapSettings;
  onSettings: (settings: HeatmapSettings) => void;
  heatmap: LiveHeatmap;
  passRates: { floor: number | null; areas: readonly PassRate[] } | null;
  /** Why there is no heatmap, or null. */
  blocked: string | null;
  capacity: FloorCapacityPlan | null;
  apNames: ReadonlyMap<string, string>;
  isCapacityShown: boolean;
  onCapacityShown: (isShown: boolean) => void;
  proposal: AutoPlanProposal | null;
  onProposal: (proposal: AutoPlanProposal | null) => void;
}

/**
 * The editor's side column under the floor bar: scale, wall type, selection, heatmap, capacity, calibration and
 * auto-planning. Memoised, so a drag frame or prediction result leaves it as it is unless one of its inputs changed.
 */
export const EditorSidePanels = memo(function EditorSidePanels(props: EditorSidePanelsProps) {
  const { projectId, store, canWrite, onSave, floorPlanId, metersPerUnit, tool, scaleLine, scaleMetres, onScaleMetres } = props;
  const { onApplyScale, selectedWallType, selection, selectionDocument, onDeleteSelection, settings, onSettings } = props;
  const { heatmap, passRates, blocked, capacity, apNames, isCapacityShown, onCapacityShown, proposal, onProposal } = props;
  return (
    <Stack gap="sm">
      {tool === 'scale' ? (
        <ScalePanel
          pointCount={scaleLine.length}
          metres={scaleMetres}
          onMetres={onScaleMetres}
          onApply={onApplyScale}
          metersPerUnit={metersPerUnit}
        />
      ) : null}
      {selectedWallType ? (
        <Paper withBorder radius="md" p="sm">
          <WallTypeEditor type={selectedWallType} onChange={(record) => store.execute(putRecord('wallTypes', record))} />
        </Paper>
      ) : null}
      {selection ? (
        <MemoSelectionPanel document={selectionDocument} selection={selection} onCommand={store.execute} onDelete={onDeleteSelection} />
      ) : null}
      <MemoHeatmapPanel settings={settings} onChange={onSettings} heatmap={heatmap} passRates={passRates} blocked={blocked} />
      <MemoCapacityPanel plan={capacity} apNames={apNames} isShownOnPlan={isCapacityShown} onShowOnPlan={onCapacityShown} />
      {floorPlanId ? (
        <CalibrationPanel projectId={projectId} floorPlanId={floorPlanId} store={store} canWrite={canWrite} onSave={onSave} />
      ) : null}
      {floorPlanId && metersPerUnit ? (
        <AutoPlanPanel
          projectId={projectId}
          floorPlanId={floorPlanId}
          store={store}
          canWrite={canWrite}
          proposal={proposal}
          onProposal={onProposal}
          onSave={onSave}
        />
      ) : null}
    </Stack>
  );
});
