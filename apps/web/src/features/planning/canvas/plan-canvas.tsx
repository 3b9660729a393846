import { Text } from '@mantine/core';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanView } from '../../../components/plan-view/plan-view.tsx';
import { usePlanViewport } from '../../../components/plan-view/use-plan-viewport.ts';
import { firstShortcutText } from '../actions/action-tooltip.ts';
import type { CanvasDrawing } from '../actions/editor-action-registry.ts';
import { moveAccessPoint } from '../commands/access-point-commands.ts';
import { moveArea } from '../commands/area-commands.ts';
import { findNearWallPoint, moveWallPoint } from '../commands/wall-commands.ts';
import type { RecordChange } from '../document/editor-document.ts';
import type { EditorStore } from '../document/editor-store.ts';
import { useEditorState } from '../document/editor-store.ts';
import { isDrawingTool, type EditorTool, type PlanPoint, type Selection } from './editor-tools.ts';
import { PlanOverlay } from './plan-overlay.tsx';
import { useStableCallback } from './use-stable-callback.ts';

/** Screen pixels within which a drawn point snaps to an existing wall point. */
const SNAP_PX = 12;
const DRAG_SLOP_PX = 3;

export interface PlanCanvasProps {
  store: EditorStore;
  floorPlanId: string;
  width: number;
  height: number;
  metersPerUnit: number | null;
  imageUrl: string | null;
  tool: EditorTool;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** A finished chain (walls) or polygon (areas); `snappedIds[i]` is the wall point vertex i snapped to. */
  onDrawn: (points: readonly PlanPoint[], snappedIds: readonly (string | undefined)[]) => void;
  /** A click of the AP or scale tool. */
  onPlacePoint: (point: PlanPoint) => void;
  scaleLine: readonly PlanPoint[];
  onDraggingChange: (dragging: boolean) => void;
  /** The heatmap layer (a `PlanHeatmapLayer` the page paints). */
  heatmap: ReactNode;
  /** Drawn between the heatmap and the records (the proposed APs of auto-planning). */
  underlay: ReactNode;
  /** A key on the canvas, with the drawing it may finish or cancel: true when an action took it. */
  onKeyCommand: (event: KeyboardEvent<HTMLDivElement>, drawing: CanvasDrawing) => boolean;
  /** Latest pointer position in plan pixels, for paste. */
  pointerRef: { current: PlanPoint | null };
}

type Drag = {
  kind: 'ap' | 'point' | 'area';
  selection: NonNullable<Selection> | { collection: 'wallPoints'; id: string };
  start: PlanPoint;
  moved: boolean;
  pointerId: number;
};

/** The editor's use of the shared plan view: live heatmap and drawn records over the plan, with the tools' pointer handling. */
export const PlanCanvas = memo(function PlanCanvas(props: PlanCanvasProps) {
  const { t } = useTranslation();
  const { store, floorPlanId, width, height, tool } = props;
  const shown = useEditorState(store, (state) => state.shown);
  const [draft, setDraft] = useState<{ points: PlanPoint[]; snapped: (string | undefined)[] }>({ points: [], snapped: [] });
  const [cursor, setCursor] = useState<PlanPoint | null>(null);
  const drag = useRef<Drag | null>(null);
  const drawing = isDrawingTool(tool);

  const snap = (point: PlanPoint, scale: number): { point: PlanPoint; id?: string } => {
    if (tool !== 'wall') return { point };
    const near = findNearWallPoint(store.getState().shown, floorPlanId, point.x, point.y, SNAP_PX / scale);
    return near ? { point: { x: near.x, y: near.y }, id: near.id } : { point };
  };

  const finishDraft = () => {
    const minimum = tool === 'wall' ? 2 : 3;
    if (draft.points.length >= minimum) props.onDrawn(draft.points, draft.snapped);
    setDraft({ points: [], snapped: [] });
  };

  const onClickContent = (point: PlanPoint) => {
    if (drawing) {
      const snapped = snap(point, viewport.scale);
      const last = draft.points.at(-1);
      // The second click of a double click lands on the same spot: it ends the chain, not adds to it.
      if (last && Math.hypot(last.x - snapped.point.x, last.y - snapped.point.y) * viewport.scale < 2) return;
      setDraft({ points: [...draft.points, snapped.point], snapped: [...draft.snapped, snapped.id] });
    } else if (tool === 'ap' || tool === 'scale') props.onPlacePoint(point);
    else props.onSelect(null);
  };

  const viewport = usePlanViewport({ contentWidth: width, contentHeight: height, onClickContent, refitOnResize: true });

  useEffect(() => setDraft({ points: [], snapped: [] }), [tool, floorPlanId]);

  const pressRecord = (selection: NonNullable<Selection>, event: PointerEvent<SVGElement>) => {
    if (tool !== 'select' || event.button !== 0) return;
    event.stopPropagation();
    props.onSelect(selection);
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    const kind = selection.collection === 'accessPoints' ? 'ap' : selection.collection === 'wallSegments' ? null : 'area';
    if (kind)
      drag.current = {
        kind,
        selection,
        start: viewport.contentPointAt(event.clientX, event.clientY),
        moved: false,
        pointerId: event.pointerId,
      };
    // An AP picked up is a drag from now on: the side panels hold still, and the first move computes only coarse passes.
    if (kind === 'ap') props.onDraggingChange(true);
  };
  const onPressRecord = useStableCallback(pressRecord);
  const pressWallPoint = (pointId: string, event: PointerEvent<SVGElement>) => {
    if (tool !== 'select' || event.button !== 0) return;
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    drag.current = {
      kind: 'point',
      selection: { collection: 'wallPoints', id: pointId },
      start: viewport.contentPointAt(event.clientX, event.clientY),
      moved: false,
      pointerId: event.pointerId,
    };
  };

  const dragChanges = (current: Drag, point: PlanPoint): RecordChange[] => {
    const document = store.getState().history.document;
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (current.kind === 'ap') {
      const ap = document.accessPoints.get(current.selection.id);
      const at = (ap?.location as { coord: PlanPoint } | undefined)?.coord;
      return ap && at ? moveAccessPoint(ap, at.x + dx, at.y + dy) : [];
    }
    if (current.kind === 'point') {
      const wallPoint = document.wallPoints.get(current.selection.id);
      const snapped = findNearWallPoint(document, floorPlanId, point.x, point.y, SNAP_PX / viewport.scale, current.selection.id);
      return wallPoint ? [...moveWallPoint(wallPoint, snapped?.x ?? point.x, snapped?.y ?? point.y).changes] : [];
    }
    const collection = current.selection.collection as Parameters<typeof moveArea>[0];
    const area = document[collection].get(current.selection.id);
    return area ? [...moveArea(collection, area, dx, dy).changes] : [];
  };

  const onPointerMoveCapture = (event: PointerEvent<HTMLDivElement>) => {
    const point = viewport.contentPointAt(event.clientX, event.clientY);
    props.pointerRef.current = point;
    if (drawing) setCursor(snap(point, viewport.scale).point);
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (!current.moved && Math.hypot(point.x - current.start.x, point.y - current.start.y) * viewport.scale < DRAG_SLOP_PX) return;
    if (!current.moved) props.onDraggingChange(true);
    current.moved = true;
    store.preview(dragChanges(current, point));
  };

  const onPointerUpCapture = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) {
      if (current.kind === 'ap') props.onDraggingChange(false);
      return;
    }
    const changes = dragChanges(current, viewport.contentPointAt(event.clientX, event.clientY));
    store.execute({ label: current.kind === 'ap' ? 'moveAccessPoint' : current.kind === 'point' ? 'moveWallPoint' : 'moveArea', changes });
    props.onDraggingChange(false);
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) =>
    props.onKeyCommand(event, { finish: finishDraft, cancel: () => setDraft({ points: [], snapped: [] }) });

  return (
    <PlanView
      viewport={viewport}
      width={width}
      height={height}
      imageUrl={props.imageUrl}
      label={t('planning.canvas.label', {
        copy: firstShortcutText(t, 'copy'),
        paste: firstShortcutText(t, 'paste'),
        delete: firstShortcutText(t, 'delete'),
        finish: firstShortcutText(t, 'finishDrawing'),
      })}
      testId="plan-canvas"
      data={{ 'data-tool': tool }}
      cursor={drawing || tool === 'ap' || tool === 'scale' ? 'crosshair' : 'default'}
      onKey={onKey}
      events={{ onDoubleClick: () => drawing && finishDraft(), onPointerMoveCapture, onPointerUpCapture }}
      heatmap={props.heatmap}
      overlay={
        <>
          {props.underlay}
          <PlanOverlay
            document={shown}
            floorPlanId={floorPlanId}
            width={width}
            height={height}
            metersPerUnit={props.metersPerUnit}
            scale={viewport.scale}
            selection={props.selection}
            draft={drawing ? { points: draft.points, cursor, closed: tool !== 'wall' && draft.points.length >= 3 } : null}
            scaleLine={props.scaleLine}
            interactive={tool === 'select'}
            onPressRecord={onPressRecord}
            onPressWallPoint={pressWallPoint}
          />
        </>
      }
      hud={
        drawing ? (
          <Text
            size="xs"
            pos="absolute"
            bottom={8}
            left={8}
            bg="var(--mantine-color-body)"
            px={6}
            py={2}
            style={{ borderRadius: 4 }}
            data-testid="draw-hint"
          >
            {t('planning.canvas.drawHint', { count: draft.points.length })}
          </Text>
        ) : null
      }
    />
  );
});
