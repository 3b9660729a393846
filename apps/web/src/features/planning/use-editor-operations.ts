import { STOCK_MATERIALS, type RegulatoryDomain } from '@airscope/core';
import type { FloorRfModel } from '@airscope/esx';
import { useRef, useState } from 'react';
import { findApModel, GENERIC_OMNI_MODEL } from './access-points/catalogue.ts';
import { readProjectVersion } from './api/editor-project.query.ts';
import { saveEdits } from './api/save-edits.request.ts';
import { uploadPlanImage } from './api/upload-plan-image.request.ts';
import { AREA_TOOL_COLLECTION, type EditorTool, type PlanPoint, type Selection } from './canvas/editor-tools.ts';
import {
  copyAccessPoint,
  deleteAccessPoint,
  moveAccessPoint,
  pasteAccessPoint,
  placeAccessPoint,
  type CopiedAccessPoint,
} from './commands/access-point-commands.ts';
import { drawArea, makeAttenuationAreaType } from './commands/area-commands.ts';
import { withPlannedChannels } from './commands/new-ap-channels.ts';
import { allowedChannelsByBand } from './regulatory/allowed-channels.ts';
import { templateOfModel } from './commands/catalogue-template.ts';
import { addBuilding, addFloor } from './commands/floor-commands.ts';
import { drawRequirementArea } from './commands/requirement-commands.ts';
import { deleteWallSegments, drawWallChain } from './commands/wall-commands.ts';
import type { RecordChange } from './document/editor-document.ts';
import type { EditorStore } from './document/editor-store.ts';
import type { AddFloorRequest } from './panels/add-floor-modal.tsx';
import { drawBlankPlan } from './panels/blank-plan.ts';
import { wallTypeOfMaterial } from './panels/material-library.ts';
import type { ToolOptions } from './panels/tool-bar.tsx';

// A pasted AP lands this far (plan pixels) from the copied one when the pointer is off the plan.
const PASTE_OFFSET_PX = 30;

interface OperationDeps {
  projectId: string;
  store: EditorStore;
  floorPlanId: string | null;
  buildingId: string | null;
  tool: EditorTool;
  toolOptions: ToolOptions;
  setToolOptions: (options: ToolOptions) => void;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  setFloorPlanId: (id: string) => void;
  setBuildingId: (id: string) => void;
  names: { building: (number: number) => string; shelving: string; area: (number: number) => string };
  /** The building's scaled floors as the live prediction built them: a new AP's channels are planned against them. */
  models: readonly FloorRfModel[];
  regulatoryDomain: RegulatoryDomain | undefined;
}

/**
 * What the editor's tools and actions do to the document and the server. The keys and buttons that call these are
 * declared once in `actions/editor-action-registry.ts`.
 */
export function useEditorOperations(deps: OperationDeps) {
  const { store, projectId } = deps;
  // State, not a ref: whether there is something to paste enables the paste action.
  const [copied, setCopied] = useState<CopiedAccessPoint | null>(null);
  const pointerRef = useRef<PlanPoint | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const documentNow = () => store.getState().history.document;

  const onDrawn = (points: readonly PlanPoint[], snapped: readonly (string | undefined)[]) => {
    const floorPlanId = deps.floorPlanId;
    if (!floorPlanId) return;
    if (deps.tool === 'wall' && deps.toolOptions.wallTypeId) {
      store.execute(
        drawWallChain(
          floorPlanId,
          deps.toolOptions.wallTypeId,
          points.map((point, index) => ({ ...point, ...(snapped[index] ? { pointId: snapped[index] } : {}) })),
        ),
      );
      return;
    }
    const collection = AREA_TOOL_COLLECTION[deps.tool];
    if (!collection) return;
    if (collection === 'attenuationAreas') {
      const existing =
        deps.toolOptions.areaTypeId !== 'new' ? documentNow().attenuationAreaTypes.get(deps.toolOptions.areaTypeId) : undefined;
      const type =
        existing ??
        makeAttenuationAreaType(`${deps.names.shelving} (${deps.toolOptions.newAreaDbPerM} dB/m)`, deps.toolOptions.newAreaDbPerM);
      store.execute(drawArea(collection, floorPlanId, points, { attenuationAreaTypeId: type.id }, existing ? undefined : type));
      if (!existing) deps.setToolOptions({ ...deps.toolOptions, areaTypeId: type.id });
    } else if (collection === 'areas') {
      store.execute(
        drawRequirementArea(
          documentNow(),
          floorPlanId,
          points,
          deps.toolOptions.areaName.trim() || deps.names.area(documentNow().areas.size + 1),
        ),
      );
    } else store.execute(drawArea(collection, floorPlanId, points));
  };

  const placeAp = (point: PlanPoint) => {
    if (!deps.floorPlanId) return;
    const model = findApModel(deps.toolOptions.apModelId) ?? GENERIC_OMNI_MODEL;
    const document = documentNow();
    const placed = placeAccessPoint(document, deps.floorPlanId, point, templateOfModel(document, model));
    store.execute(
      withPlannedChannels(document, placed.command, deps.floorPlanId, deps.models, allowedChannelsByBand(deps.regulatoryDomain)),
    );
    deps.setSelection({ collection: 'accessPoints', id: placed.accessPointId });
  };

  const deleteSelection = () => {
    const selection = deps.selection;
    if (!selection) return;
    const document = documentNow();
    let changes: RecordChange[];
    if (selection.collection === 'accessPoints') changes = deleteAccessPoint(document, selection.id);
    else if (selection.collection === 'wallSegments') changes = deleteWallSegments(document, [selection.id]);
    else changes = [{ op: 'delete', collection: selection.collection, id: selection.id }];
    store.execute({ label: 'delete', changes });
    deps.setSelection(null);
  };

  const copySelection = () => {
    if (deps.selection?.collection === 'accessPoints') setCopied(copyAccessPoint(documentNow(), deps.selection.id));
  };

  const paste = () => {
    if (!copied || !deps.floorPlanId) return;
    const from = (copied.accessPoint.location as { coord: PlanPoint }).coord;
    const at = pointerRef.current ?? { x: from.x + PASTE_OFFSET_PX, y: from.y + PASTE_OFFSET_PX };
    const pasted = pasteAccessPoint(documentNow(), copied, deps.floorPlanId, at);
    store.execute(pasted.command);
    deps.setSelection({ collection: 'accessPoints', id: pasted.accessPointId });
  };

  /** Moves the selected AP by plan pixels: the keyboard's drag. */
  const nudgeSelection = (dx: number, dy: number) => {
    if (deps.selection?.collection !== 'accessPoints') return;
    const ap = documentNow().accessPoints.get(deps.selection.id);
    const at = (ap?.location as { coord: PlanPoint } | undefined)?.coord;
    if (ap && at) store.execute({ label: 'moveAccessPoint', changes: moveAccessPoint(ap, at.x + dx, at.y + dy) });
  };

  const addMaterial = (key: string) => {
    const material = STOCK_MATERIALS.find((candidate) => candidate.key === key);
    if (!material) return;
    const record = wallTypeOfMaterial(material);
    store.execute({ label: 'addWallType', changes: [{ op: 'put', collection: 'wallTypes', record }] });
    deps.setToolOptions({ ...deps.toolOptions, wallTypeId: record.id });
  };

  const newBuilding = () => {
    const { command, buildingId } = addBuilding(deps.names.building(documentNow().buildings.size + 1));
    store.execute(command);
    deps.setBuildingId(buildingId);
    return buildingId;
  };

  /** Stores the plan image first (the server bumps the version), then adds the floor as an undoable edit. */
  const newFloor = async (request: AddFloorRequest) => {
    const buildingId = deps.buildingId ?? newBuilding();
    const image = request.image ?? (await drawBlankPlan(request.blankWidth, request.blankHeight));
    const before = store.getState().baseVersion;
    const stored = await uploadPlanImage(projectId, image);
    const version = await readProjectVersion(projectId);
    // Only our own upload moved the version: keep saving on top of it. Anything else must end in a 409.
    const imageRecord = {
      id: stored.imageId,
      status: 'CREATED',
      imageFormat: stored.imageFormat,
      resolutionWidth: stored.width,
      resolutionHeight: stored.height,
    };
    store.acceptServerChange([{ op: 'put', collection: 'images', record: imageRecord }], version === before + 1 ? version : null);
    const { command, floorPlanId } = addFloor({
      buildingId,
      name: request.name,
      floorNumber: request.floorNumber,
      heightM: request.heightM,
      floorTypeId: request.floorTypeId,
      image: { imageId: stored.imageId, width: stored.width, height: stored.height },
    });
    store.execute(command);
    deps.setFloorPlanId(floorPlanId);
  };

  const save = async () => {
    const changes = store.pendingChanges();
    if (changes.length === 0 || saving) return;
    const sent = store.getState().history.document;
    setSaving(true);
    setSaveError(null);
    try {
      const outcome = await saveEdits(projectId, store.getState().baseVersion, changes);
      if (outcome.kind === 'conflict') setConflict(outcome.message);
      else {
        setConflict(null);
        store.markSaved(sent, outcome.projectVersion);
      }
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return {
    onDrawn,
    placeAp,
    deleteSelection,
    copySelection,
    paste,
    hasCopy: copied !== null,
    nudgeSelection,
    addMaterial,
    newBuilding,
    newFloor,
    save,
    saving,
    conflict,
    saveError,
    pointerRef,
  };
}
