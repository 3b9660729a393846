import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { AutoPlanProposal } from '@airscope/contracts';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_OMNI_MODEL } from './access-points/catalogue.ts';
import { usePlanImageUrl } from './api/plan-image-url.query.ts';
import type { EditorTool, PlanPoint, Selection } from './canvas/editor-tools.ts';
import { PlanCanvas } from './canvas/plan-canvas.tsx';
import { useStableCallback } from './canvas/use-stable-callback.ts';
import { setScale } from './commands/floor-commands.ts';
import { planChannels } from './commands/channel-plan-command.ts';
import { nextFloorNumber } from './document/building-floors.ts';
import { firstFloorOf, useEditorFloors } from './document/use-editor-floors.ts';
import { recordsOf } from './document/editor-document.ts';
import { useEditorState, type EditorStore } from './document/editor-store.ts';
import { usePlanningHeatmapLayer } from './heatmap/use-planning-heatmap-layer.tsx';
import { AddFloorModal } from './panels/add-floor-modal.tsx';
import { FloorBar } from './panels/floor-bar.tsx';
import { isDistance } from './panels/scale-distance.ts';
import { DEFAULT_HEATMAP_SETTINGS } from './panels/heatmap-choices.ts';
import { ProposedAccessPoints } from './auto-plan/proposed-access-points.tsx';
import { useHeldWhile } from './use-held-while.ts';
import { useEditorHeatmap } from './heatmap/use-editor-heatmap.ts';
import { ToolBar, type ToolOptions } from './panels/tool-bar.tsx';
import { EditorHeader } from './editor-header.tsx';
import { EditorSidePanels } from './editor-side-panels.tsx';
import { ChannelPlanRow } from './panels/channel-plan-row.tsx';
import { PlannerLayout } from './planner-layout.tsx';
import { editorActionState, useEditorActionRunner } from './actions/use-editor-action-runner.ts';
import { useEditorShortcuts } from './actions/use-editor-shortcuts.ts';
import { useEditorOperations } from './use-editor-operations.ts';
import { allowedChannelsByBand } from './regulatory/allowed-channels.ts';
import { useRegulatoryDomain } from './regulatory/regulatory-domain-context.ts';
import { RegulatoryDomainSelect } from './regulatory/regulatory-domain-select.tsx';

// Memoised: the editor re-renders on every drag frame and prediction result, these panels only when their props change.
const MemoFloorBar = memo(FloorBar);
const MemoAddFloorModal = memo(AddFloorModal);
const MemoToolBar = memo(ToolBar);

interface EditorWorkspaceProps {
  projectId: string;
  projectName: string;
  store: EditorStore;
  canWrite: boolean;
  onReload: () => void;
}

/** The planning editor: floors, tools, canvas with live heatmap filling the window, properties, undo/redo and save. */
export function EditorWorkspace({ projectId, projectName, store, canWrite, onReload }: EditorWorkspaceProps) {
  const { t } = useTranslation();
  const shown = useEditorState(store, (state) => state.shown);
  const history = useEditorState(store, (state) => state.history);
  // The properties panel shows no position: during a drag it keeps the document from before, and skips every frame.
  const committed = history.document;
  const saved = useEditorState(store, (state) => state.saved);
  const [buildingId, setBuildingId] = useState<string | null>(() => firstFloorOf(shown).buildingId);
  const [floorPlanId, setFloorPlanId] = useState<string | null>(() => firstFloorOf(shown).floorPlanId);
  const { buildings, floorTypes, wallTypes, areaTypes, buildingFloors, floor } = useEditorFloors(shown, floorPlanId, buildingId);
  const [tool, setTool] = useState<EditorTool>('select');
  const [selection, setSelection] = useState<Selection>(null);
  // Selecting opens the properties panel; as a transition its render yields to the drag that may follow the press.
  const selectSoon = useCallback((next: Selection) => startTransition(() => setSelection(next)), []);
  const [toolOptions, setToolOptions] = useState<ToolOptions>(() => ({
    wallTypeId: recordsOf(shown, 'wallTypes')[0]?.id ?? null,
    areaTypeId: recordsOf(shown, 'attenuationAreaTypes')[0]?.id ?? 'new',
    newAreaDbPerM: 4,
    areaName: '',
    apModelId: GENERIC_OMNI_MODEL.id,
  }));
  const [scaleLine, setScaleLine] = useState<PlanPoint[]>([]);
  const [scaleMetres, setScaleMetres] = useState<number | ''>('');
  const [addingFloor, setAddingFloor] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [settings, setSettings] = useState(DEFAULT_HEATMAP_SETTINGS);
  const [channelPlan, setChannelPlan] = useState<{ before: number; after: number } | null>(null);
  const [proposal, setProposal] = useState<AutoPlanProposal | null>(null);
  const domain = useRegulatoryDomain();
  const imageUrl = usePlanImageUrl(projectId, floor ? String(floor.plan.imageId) : null);
  const metersPerUnit = typeof floor?.plan.metersPerUnit === 'number' ? floor.plan.metersPerUnit : null;

  const { models, model, heatmap, floorGrids, capacity, apNames, passRates } = useEditorHeatmap({
    shown,
    committed,
    buildingFloors,
    floorPlanId,
    metersPerUnit,
    settings,
    dragging,
  });

  const operations = useEditorOperations({
    projectId,
    store,
    floorPlanId,
    buildingId,
    tool,
    toolOptions,
    setToolOptions,
    selection,
    setSelection,
    setFloorPlanId,
    setBuildingId,
    names: {
      building: (number) => t('planning.floor.buildingName', { number }),
      shelving: t('planning.area.shelving'),
      area: (number) => t('planning.area.defaultName', { number }),
    },
    models,
    regulatoryDomain: domain,
  });
  const save = useStableCallback(() => void operations.save());
  const hasFloor = floor !== null;
  const { saving, hasCopy } = operations;
  const actionState = useMemo(
    () => editorActionState(history, saved, store, { canWrite, saving, tool, selection, hasCopy, hasFloor }),
    [history, saved, store, canWrite, saving, tool, selection, hasCopy, hasFloor],
  );
  const runner = useEditorActionRunner({ state: actionState, store, operations, setTool, setSelection });
  useEditorShortcuts(runner);

  useEffect(() => {
    setSelection(null);
    setScaleLine([]);
  }, [floorPlanId]);
  // A selection whose record was undone away is dropped.
  useEffect(() => {
    if (selection && !shown[selection.collection].has(selection.id)) setSelection(null);
  }, [shown, selection]);

  const [isCapacityShown, setCapacityShown] = useState(false);
  const heatmapLayer = usePlanningHeatmapLayer({ heatmap, capacity, isCapacityShown, floorPlanId, floor, metersPerUnit, settings });
  const shownProposal = proposal && floor && proposal.floorPlanId === floor.plan.id ? proposal : null;
  const planWidth = floor ? Number(floor.plan.width) : 0,
    planHeight = floor ? Number(floor.plan.height) : 0;
  const proposedAps = useMemo(
    () => (shownProposal ? <ProposedAccessPoints proposal={shownProposal} width={planWidth} height={planHeight} /> : null),
    [shownProposal, planWidth, planHeight],
  );

  // While something is dragged the side panels keep what they showed before the press (an AP picked up is also
  // selected): rendering their inputs and legend would take a share of every drag frame. They catch up on release.
  const panelSelection = useHeldWhile(dragging, selection);
  const panelHeatmap = useHeldWhile(dragging, heatmap);
  const panelPassRates = useHeldWhile(dragging, passRates);
  // The header (3D view) and the channel-plan button, likewise.
  const heldDocument = useHeldWhile(dragging, shown);
  const heldActionState = useHeldWhile(dragging, actionState);
  const heldFloorGrids = useHeldWhile(dragging, floorGrids);
  const hasRadios = useHeldWhile(dragging, !!model && model.radios.length > 0);
  const blocked = !floor
    ? t('planning.heatmap.noFloor')
    : !metersPerUnit
      ? t('planning.heatmap.noScale')
      : model && model.radios.length === 0
        ? t('planning.heatmap.noAps')
        : null;
  const onPlacePoint = useStableCallback((point: PlanPoint) => {
    if (tool === 'ap') operations.placeAp(point);
    else if (tool === 'scale') setScaleLine((line) => (line.length >= 2 ? [point] : [...line, point]));
  });
  const onDrawn = useStableCallback(operations.onDrawn);
  const onAddBuilding = useStableCallback(operations.newBuilding);
  const onAddFloor = useStableCallback(operations.newFloor);
  const onAddMaterial = useStableCallback(operations.addMaterial);
  const openAddFloor = useCallback(() => setAddingFloor(true), []);
  const closeAddFloor = useCallback(() => setAddingFloor(false), []);
  const onDeleteSelection = useCallback(() => void runner.run('delete'), [runner]);
  const applyScale = useStableCallback(() => {
    if (!floor || scaleLine.length !== 2 || !isDistance(scaleMetres)) return;
    store.execute(setScale(floor.plan, scaleLine[0]!, scaleLine[1]!, scaleMetres));
    setScaleLine([]);
    setTool('select');
  });
  const runChannelPlan = useStableCallback(() => {
    const planned = planChannels(store.getState().history.document, models, allowedChannelsByBand(domain));
    store.execute(planned.command);
    setChannelPlan({ before: planned.before, after: planned.after });
  });
  const selectedWallType = tool === 'wall' && toolOptions.wallTypeId ? shown.wallTypes.get(toolOptions.wallTypeId) : undefined;
  const selectionDocument = dragging ? committed : shown;
  return (
    <PlannerLayout
      top={
        <>
          <EditorHeader
            projectId={projectId}
            projectName={projectName}
            actionState={heldActionState}
            actions={runner}
            conflict={operations.conflict}
            saveError={operations.saveError}
            onReload={onReload}
            document={heldDocument}
            floors={buildingFloors}
            currentFloorId={floorPlanId}
            floorGrids={heldFloorGrids}
            heatmapType={settings.type}
            onPickFloor={setFloorPlanId}
          />
          {!canWrite ? <Alert color="yellow">{t('planning.readOnly')}</Alert> : null}
          <MemoToolBar
            tool={tool}
            onAction={runner.run}
            options={toolOptions}
            onOptions={setToolOptions}
            wallTypes={wallTypes}
            areaTypes={areaTypes}
            onAddMaterial={onAddMaterial}
          />
        </>
      }
      stage={
        !floor ? (
          <Paper p="xl" data-testid="no-floor">
            <Stack align="center" gap="sm">
              <Text>{t('planning.floor.empty')}</Text>
              <Button onClick={() => setAddingFloor(true)}>{t('planning.floor.addFloor')}</Button>
            </Stack>
          </Paper>
        ) : (
          <PlanCanvas
            store={store}
            floorPlanId={floor.plan.id}
            width={Number(floor.plan.width)}
            height={Number(floor.plan.height)}
            metersPerUnit={metersPerUnit}
            imageUrl={imageUrl}
            tool={tool}
            selection={selection}
            onSelect={selectSoon}
            onDrawn={onDrawn}
            onPlacePoint={onPlacePoint}
            scaleLine={scaleLine}
            onDraggingChange={setDragging}
            onKeyCommand={runner.onCanvasKey}
            pointerRef={operations.pointerRef}
            heatmap={heatmapLayer}
            underlay={proposedAps}
          />
        )
      }
      panel={
        <>
          <MemoFloorBar
            buildings={buildings}
            buildingId={buildingId}
            onBuilding={setBuildingId}
            onAddBuilding={onAddBuilding}
            floors={buildingFloors}
            floor={floor}
            onFloor={setFloorPlanId}
            onAddFloor={openAddFloor}
            floorTypes={floorTypes}
            onCommand={store.execute}
          />
          <MemoAddFloorModal
            opened={addingFloor}
            onClose={closeAddFloor}
            defaultNumber={buildingId ? nextFloorNumber(shown, buildingId) : 0}
            floorTypes={floorTypes}
            onAdd={onAddFloor}
          />
          <RegulatoryDomainSelect projectId={projectId} canWrite={canWrite} />
          <ChannelPlanRow onRun={runChannelPlan} disabled={!hasRadios} result={channelPlan} />
          {floor ? (
            <EditorSidePanels
              projectId={projectId}
              store={store}
              canWrite={canWrite}
              onSave={save}
              floorPlanId={floorPlanId}
              metersPerUnit={metersPerUnit}
              tool={tool}
              scaleLine={scaleLine}
              scaleMetres={scaleMetres}
              onScaleMetres={setScaleMetres}
              onApplyScale={applyScale}
              selectedWallType={selectedWallType}
              selection={panelSelection}
              selectionDocument={selectionDocument}
              onDeleteSelection={onDeleteSelection}
              settings={settings}
              onSettings={setSettings}
              heatmap={panelHeatmap}
              passRates={panelPassRates}
              blocked={blocked}
              capacity={capacity}
              apNames={apNames}
              isCapacityShown={isCapacityShown}
              onCapacityShown={setCapacityShown}
              proposal={shownProposal}
              onProposal={setProposal}
            />
          ) : null}
        </>
      }
    />
  );
}
