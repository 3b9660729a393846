import type { FloorRfModel } from '@airscope/esx/model';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
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
import { listFloors, nextFloorNumber } from './document/building-floors.ts';
import { effectiveRequirementOf } from './commands/requirement-commands.ts';
import { recordsOf } from './document/editor-document.ts';
import { useEditorState, type EditorStore } from './document/editor-store.ts';
import { drawHeatmapCells, gridBoxOnPlan } from './heatmap/paint-grid.ts';
import { createFloorModelCache } from './heatmap/floor-model-cache.ts';
import { computePassRates } from './heatmap/pass-rates.ts';
import { useBuildingHeatmap } from './heatmap/use-building-heatmap.ts';
import { AddFloorModal } from './panels/add-floor-modal.tsx';
import { FloorBar } from './panels/floor-bar.tsx';
import { DEFAULT_HEATMAP_SETTINGS } from './panels/heatmap-choices.ts';
import { clientOffsetDbOf } from '../../lib/heatmap/client-offset.ts';
import { HeatmapPanel } from './panels/heatmap-panel.tsx';
import { CalibrationPanel } from './calibration/calibration-panel.tsx';
import { AutoPlanPanel } from './auto-plan/auto-plan-panel.tsx';
import { ProposedAccessPoints } from './auto-plan/proposed-access-points.tsx';
import { SelectionPanel } from './panels/selection-panel.tsx';
import { useHeldWhile } from './use-held-while.ts';
import { useStableList } from './use-stable-list.ts';
import { ToolBar, type ToolOptions } from './panels/tool-bar.tsx';
import { WallTypeEditor } from './panels/wall-type-editor.tsx';
import { EditorHeader } from './editor-header.tsx';
import { PlannerLayout } from './planner-layout.tsx';
import { PlanHeatmapLayer } from '../../components/plan-view/plan-heatmap-layer.tsx';
import { CapacityPanel } from './capacity/capacity-panel.tsx';
import { useFloorCapacity } from './capacity/use-floor-capacity.ts';
import { AIRTIME_LEGEND } from '@airscope/core';
import { useEditorActions } from './use-editor-actions.ts';
import { useEditorShortcuts } from './use-editor-shortcuts.ts';
import { putRecord } from './commands/floor-commands.ts';

// Memoised: the editor re-renders on every drag frame and prediction result, these panels only when their props change.
const MemoFloorBar = memo(FloorBar);
const MemoAddFloorModal = memo(AddFloorModal);
const MemoToolBar = memo(ToolBar);
const MemoHeatmapPanel = memo(HeatmapPanel);
const MemoSelectionPanel = memo(SelectionPanel);
const MemoCapacityPanel = memo(CapacityPanel);

/** The channel planner's button and its last result. */
const MemoChannelPlanRow = memo(function ChannelPlanRow({
  onRun,
  disabled,
  result,
}: {
  onRun: () => void;
  disabled: boolean;
  result: { before: number; after: number } | null;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="default" onClick={onRun} disabled={disabled}>
        {t('planning.channelPlan.run')}
      </Button>
      {result ? (
        <Text size="sm" data-testid="channel-plan-result">
          {t('planning.channelPlan.result', result)}
        </Text>
      ) : null}
    </Group>
  );
});

const HIDDEN_BOX = { left: '0%', top: '0%', width: '0%', height: '0%' };

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
  // The properties panel shows no position: during a drag it keeps the document from before, and skips every frame.
  const committed = useEditorState(store, (state) => state.history.document);
  // Keyed by the collections they read, so dragging an AP keeps them (and the memoised panels) as they are.
  const {
    floorPlans,
    buildingFloors: placements,
    buildings: buildingRecords,
    floorTypes: floorTypeRecords,
    wallTypes: wallTypeRecords,
    attenuationAreaTypes: areaTypeRecords,
  } = shown;
  const floors = useMemo(() => listFloors({ floorPlans, buildingFloors: placements }), [floorPlans, placements]);
  const buildings = useMemo(() => recordsOf({ buildings: buildingRecords }, 'buildings'), [buildingRecords]);
  const floorTypes = useMemo(() => recordsOf({ floorTypes: floorTypeRecords }, 'floorTypes'), [floorTypeRecords]);
  const wallTypes = useMemo(() => recordsOf({ wallTypes: wallTypeRecords }, 'wallTypes'), [wallTypeRecords]);
  const areaTypes = useMemo(() => recordsOf({ attenuationAreaTypes: areaTypeRecords }, 'attenuationAreaTypes'), [areaTypeRecords]);
  const [buildingId, setBuildingId] = useState<string | null>(() => floors[0]?.buildingId ?? buildings[0]?.id ?? null);
  const buildingFloors = useMemo(
    () => floors.filter((entry) => entry.buildingId === buildingId || entry.buildingId === null),
    [floors, buildingId],
  );
  const [floorPlanId, setFloorPlanId] = useState<string | null>(() => buildingFloors[0]?.plan.id ?? null);
  const floor = floors.find((entry) => entry.plan.id === floorPlanId) ?? null;
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
  const heatmapCanvas = useRef<HTMLCanvasElement>(null);
  const imageUrl = usePlanImageUrl(projectId, floor ? String(floor.plan.imageId) : null);
  const metersPerUnit = typeof floor?.plan.metersPerUnit === 'number' ? floor.plan.metersPerUnit : null;

  const actions = useEditorActions({
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
  });
  const save = useStableCallback(() => void actions.save());
  useEditorShortcuts(store, save);

  useEffect(() => {
    setSelection(null);
    setScaleLine([]);
  }, [floorPlanId]);
  // A selection whose record was undone away is dropped.
  useEffect(() => {
    if (selection && !shown[selection.collection].has(selection.id)) setSelection(null);
  }, [shown, selection]);

  // Every scaled floor of the building: each hears the APs of the others through the slabs.
  // Cached per floor and radio: an AP drag rebuilds only that AP's radios, and the list keeps its identity when nothing changed.
  const [modelCache] = useState(createFloorModelCache);
  const scaledFloorIds = buildingFloors.filter((entry) => Number(entry.plan.metersPerUnit) > 0).map((entry) => entry.plan.id);
  const scaledFloorKey = scaledFloorIds.join('\n');
  const models = useStableList(
    useMemo<FloorRfModel[]>(
      () => modelCache.build(shown, scaledFloorKey ? scaledFloorKey.split('\n') : []),
      [modelCache, shown, scaledFloorKey],
    ),
  );
  const model = models.find((candidate) => candidate.floorPlanId === floorPlanId) ?? null;
  const choices = useMemo(
    () => ({
      type: settings.type,
      band: settings.band,
      receiverHeightM: settings.heightM,
      clientOffsetDb: clientOffsetDbOf(settings.client),
    }),
    [settings],
  );
  const { current: heatmap, floors: floorGrids } = useBuildingHeatmap(models, floorPlanId, choices, dragging);
  // Capacity follows the committed document: a drag frame does not replan, the release does.
  const capacity = useFloorCapacity(committed, model);
  const [isCapacityShown, setCapacityShown] = useState(false);
  const apNames = useMemo(
    () => new Map(recordsOf(committed, 'accessPoints').map((ap) => [ap.id, String(ap.name ?? '')])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names change with the access points only, not with every committed edit
    [committed.accessPoints],
  );
  // One canvas pixel per grid cell, stretched over the plan by CSS: a plan-sized canvas (F1: 3973 px) costs tens of ms per drag frame.
  const isHeatmapShown = heatmap.floorPlanId === floorPlanId;
  const showsCapacity = isCapacityShown && !!capacity && capacity.areas.length > 0;
  const heatValues = showsCapacity ? capacity.result.airtimePercent : isHeatmapShown ? heatmap.values : null;
  const heatGrid = showsCapacity ? capacity.grid : isHeatmapShown ? heatmap.grid : null,
    heatType = heatmap.type;
  useEffect(() => {
    if (heatmapCanvas.current)
      drawHeatmapCells(
        heatmapCanvas.current,
        heatValues && heatGrid
          ? { grid: heatGrid, values: heatValues, type: heatType, ...(showsCapacity ? { stops: AIRTIME_LEGEND } : {}) }
          : null,
      );
  }, [heatValues, heatGrid, heatType, showsCapacity]);
  const planWidthM = floor && metersPerUnit ? Number(floor.plan.width) * metersPerUnit : 0,
    planHeightM = floor && metersPerUnit ? Number(floor.plan.height) * metersPerUnit : 0;
  const heatmapOpacity = settings.opacity / 100;
  // A stable element, so a drag frame does not re-render the canvas layer of the plan.
  const { left, top, width, height } = heatGrid && planWidthM > 0 ? gridBoxOnPlan(heatGrid, planWidthM, planHeightM) : HIDDEN_BOX;
  const shownProposal = proposal && floor && proposal.floorPlanId === floor.plan.id ? proposal : null;
  const planWidth = floor ? Number(floor.plan.width) : 0,
    planHeight = floor ? Number(floor.plan.height) : 0;
  const heatmapLayer = useMemo(
    () => (
      <PlanHeatmapLayer canvasRef={heatmapCanvas} opacity={heatmapOpacity} box={{ left, top, width, height }} testId="planning-heatmap" />
    ),
    [heatmapOpacity, left, top, width, height],
  );
  const proposedAps = useMemo(
    () => (shownProposal ? <ProposedAccessPoints proposal={shownProposal} width={planWidth} height={planHeight} /> : null),
    [shownProposal, planWidth, planHeight],
  );
  const shownAreas = shown.areas,
    shownRequirements = shown.requirements;
  const passRates = useMemo(() => {
    if (!heatmap.health || !heatmap.healthGrid || !metersPerUnit || !floorPlanId) return null;
    const areas = [...shownAreas.values()].filter((area) => area.floorPlanId === floorPlanId && Array.isArray(area.area));
    return computePassRates(
      heatmap.health,
      heatmap.healthGrid,
      areas.map((area) => {
        const requirement = effectiveRequirementOf({ requirements: shownRequirements }, area);
        return {
          id: area.id,
          name: String(area.name ?? ''),
          ...(requirement ? { profile: String(requirement.name ?? requirement.key ?? '') } : {}),
          polygon: (area.area as PlanPoint[]).map((point) => ({ x: point.x * metersPerUnit, y: point.y * metersPerUnit })) as never,
        };
      }),
    );
  }, [heatmap.health, heatmap.healthGrid, metersPerUnit, floorPlanId, shownAreas, shownRequirements]);

  // While something is dragged the side panels keep what they showed before the press (an AP picked up is also
  // selected): rendering their inputs and legend would take a share of every drag frame. They catch up on release.
  const panelSelection = useHeldWhile(dragging, selection);
  const panelHeatmap = useHeldWhile(dragging, heatmap);
  const panelPassRates = useHeldWhile(dragging, passRates);
  // The header (3D view) and the channel-plan button, likewise.
  const heldDocument = useHeldWhile(dragging, shown);
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
    if (tool === 'ap') actions.placeAp(point);
    else if (tool === 'scale') setScaleLine((line) => (line.length >= 2 ? [point] : [...line, point]));
  });
  const onDrawn = useStableCallback(actions.onDrawn);
  const onAddBuilding = useStableCallback(actions.newBuilding);
  const onAddFloor = useStableCallback(actions.newFloor);
  const onAddMaterial = useStableCallback(actions.addMaterial);
  const openAddFloor = useCallback(() => setAddingFloor(true), []);
  const closeAddFloor = useCallback(() => setAddingFloor(false), []);
  const onKeyCommand = useStableCallback(actions.onKeyCommand);
  const onDeleteSelection = useStableCallback(actions.deleteSelection);
  const applyScale = useStableCallback(() => {
    if (!floor || scaleLine.length !== 2 || typeof scaleMetres !== 'number') return;
    store.execute(setScale(floor.plan, scaleLine[0]!, scaleLine[1]!, scaleMetres));
    setScaleLine([]);
    setTool('select');
  });
  const runChannelPlan = useStableCallback(() => {
    const planned = planChannels(store.getState().history.document, models);
    store.execute(planned.command);
    setChannelPlan({ before: planned.before, after: planned.after });
  });
  const selectedWallType = tool === 'wall' && toolOptions.wallTypeId ? shown.wallTypes.get(toolOptions.wallTypeId) : undefined;
  // Built only when a panel's input changes: a drag frame or prediction result leaves the side column as it is.
  const selectionDocument = dragging ? committed : shown;
  const sidePanels = useMemo(
    () => (
      <Stack gap="sm">
        {tool === 'scale' ? (
          <Paper withBorder radius="md" p="sm" data-testid="scale-panel">
            <Stack gap="xs">
              <Text size="sm">
                {scaleLine.length < 2 ? t('planning.scale.pickPoints', { count: scaleLine.length }) : t('planning.scale.typeDistance')}
              </Text>
              <NumberInput
                label={t('planning.scale.distance')}
                value={scaleMetres}
                min={0.01}
                step={0.5}
                decimalScale={3}
                onChange={(value) => setScaleMetres(typeof value === 'number' ? value : '')}
                disabled={scaleLine.length !== 2}
              />
              <Button onClick={applyScale} disabled={scaleLine.length !== 2 || typeof scaleMetres !== 'number'}>
                {t('planning.scale.apply')}
              </Button>
              {metersPerUnit ? (
                <Text size="xs" c="dimmed">
                  {t('planning.scale.current', { cm: (metersPerUnit * 100).toFixed(2) })}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ) : null}
        {selectedWallType ? (
          <Paper withBorder radius="md" p="sm">
            <WallTypeEditor type={selectedWallType} onChange={(record) => store.execute(putRecord('wallTypes', record))} />
          </Paper>
        ) : null}
        {panelSelection ? (
          <MemoSelectionPanel
            document={selectionDocument}
            selection={panelSelection}
            onCommand={store.execute}
            onDelete={onDeleteSelection}
          />
        ) : null}
        <MemoHeatmapPanel settings={settings} onChange={setSettings} heatmap={panelHeatmap} passRates={panelPassRates} blocked={blocked} />
        <MemoCapacityPanel plan={capacity} apNames={apNames} isShownOnPlan={isCapacityShown} onShowOnPlan={setCapacityShown} />
        {floorPlanId ? (
          <CalibrationPanel projectId={projectId} floorPlanId={floorPlanId} store={store} canWrite={canWrite} onSave={save} />
        ) : null}
        {floorPlanId && metersPerUnit ? (
          <AutoPlanPanel
            projectId={projectId}
            floorPlanId={floorPlanId}
            store={store}
            canWrite={canWrite}
            proposal={shownProposal}
            onProposal={setProposal}
            onSave={save}
          />
        ) : null}
      </Stack>
    ),
    [
      tool,
      scaleLine,
      scaleMetres,
      metersPerUnit,
      applyScale,
      selectedWallType,
      store,
      panelSelection,
      selectionDocument,
      onDeleteSelection,
      settings,
      panelHeatmap,
      panelPassRates,
      blocked,
      capacity,
      apNames,
      isCapacityShown,
      floorPlanId,
      projectId,
      canWrite,
      save,
      shownProposal,
      t,
    ],
  );

  return (
    <PlannerLayout
      top={
        <>
          <EditorHeader
            projectId={projectId}
            projectName={projectName}
            store={store}
            canWrite={canWrite}
            saving={actions.saving}
            onSave={save}
            conflict={actions.conflict}
            saveError={actions.saveError}
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
            onTool={setTool}
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
            onKeyCommand={onKeyCommand}
            pointerRef={actions.pointerRef}
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
          <MemoChannelPlanRow onRun={runChannelPlan} disabled={!hasRadios} result={channelPlan} />
          {floor ? sidePanels : null}
        </>
      }
    />
  );
}
