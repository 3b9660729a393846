import { wallSegmentPointIds, type WallSegment } from '@airscope/esx';
import { memo, useMemo, type PointerEvent } from 'react';
import type { AreaCollection } from '../commands/area-commands.ts';
import { recordsOf, type EditorDocument, type EditorRecord } from '../document/editor-document.ts';
import type { PlanPoint, Selection } from './editor-tools.ts';

type Located = { floorPlanId: string; coord: PlanPoint };

const AREA_STYLE: Record<AreaCollection, { fill: string; stroke: string; dash?: string }> = {
  attenuationAreas: { fill: 'rgba(232, 89, 12, 0.22)', stroke: '#e8590c' },
  exclusionAreas: { fill: 'rgba(73, 80, 87, 0.30)', stroke: '#495057', dash: '6 4' },
  areas: { fill: 'rgba(47, 158, 68, 0.12)', stroke: '#2f9e44', dash: '10 5' },
  holeInFloors: { fill: 'rgba(0, 0, 0, 0.15)', stroke: '#000', dash: '2 3' },
};

export interface PlanOverlayProps {
  document: EditorDocument;
  floorPlanId: string;
  width: number;
  height: number;
  metersPerUnit: number | null;
  /** Zoom, so strokes and markers keep their screen size. */
  scale: number;
  selection: Selection;
  /** The chain or polygon being drawn and the pointer's point after it. */
  draft: { points: readonly PlanPoint[]; cursor: PlanPoint | null; closed: boolean } | null;
  scaleLine: readonly PlanPoint[];
  interactive: boolean;
  onPressRecord: (selection: NonNullable<Selection>, event: PointerEvent<SVGElement>) => void;
  onPressWallPoint: (pointId: string, event: PointerEvent<SVGElement>) => void;
}

/** Walls, areas, APs and the draft of the current tool, drawn in plan pixels over the image and heatmap. */
export function PlanOverlay(props: PlanOverlayProps) {
  const { document, floorPlanId, width, height, scale, selection, draft, interactive } = props;
  const px = 1 / scale;
  const pointer: 'auto' | 'none' = interactive ? 'auto' : 'none';
  const isSelected = (collection: NonNullable<Selection>['collection'], id: string) =>
    selection?.collection === collection && selection.id === id;
  const selectedWall = selection?.collection === 'wallSegments' ? document.wallSegments.get(selection.id) : undefined;
  const handles = selectedWall ? wallSegmentPointIds(selectedWall as unknown as WallSegment) : [];
  // Each AP's antenna direction, from its first radio: radios do not change while an AP is dragged.
  const directions = useMemo(() => {
    const byAp = new Map<string, number>();
    for (const radio of document.simulatedRadios.values()) {
      const apId = String(radio.accessPointId);
      if (!byAp.has(apId)) byAp.set(apId, Number(radio.antennaDirection ?? 0));
    }
    return byAp;
  }, [document.simulatedRadios]);

  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ position: 'absolute', inset: 0, overflow: 'visible' }}
      data-testid="plan-overlay"
    >
      <WallsAndAreas
        wallPoints={document.wallPoints}
        wallSegments={document.wallSegments}
        wallTypes={document.wallTypes}
        holeInFloors={document.holeInFloors}
        areas={document.areas}
        attenuationAreas={document.attenuationAreas}
        exclusionAreas={document.exclusionAreas}
        floorPlanId={floorPlanId}
        metersPerUnit={props.metersPerUnit}
        px={px}
        selectedId={selection && selection.collection !== 'accessPoints' ? selection.id : null}
        pointer={pointer}
        onPressRecord={props.onPressRecord}
      />
      {handles.map((pointId) => {
        const location = document.wallPoints.get(pointId)?.location as Located | undefined;
        const point = location?.floorPlanId === floorPlanId ? location.coord : undefined;
        return point ? (
          <circle
            key={pointId}
            data-testid="wall-point-handle"
            cx={point.x}
            cy={point.y}
            r={6 * px}
            fill="#fff"
            stroke="#1c7ed6"
            strokeWidth={2 * px}
            style={{ pointerEvents: pointer, cursor: 'grab' }}
            onPointerDown={(event) => props.onPressWallPoint(pointId, event)}
          />
        ) : null;
      })}
      {recordsOf(document, 'accessPoints')
        .filter((ap) => (ap.location as Located | undefined)?.floorPlanId === floorPlanId)
        .map((ap) => (
          <AccessPointMarker
            key={ap.id}
            ap={ap}
            direction={directions.get(ap.id) ?? 0}
            px={px}
            selected={isSelected('accessPoints', ap.id)}
            pointer={pointer}
            onPressRecord={props.onPressRecord}
          />
        ))}
      {draft && draft.points.length > 0 ? (
        <polyline
          data-testid="draft"
          points={[...draft.points, ...(draft.cursor ? [draft.cursor] : []), ...(draft.closed ? [draft.points[0]!] : [])]
            .map((point) => `${point.x},${point.y}`)
            .join(' ')}
          fill="none"
          stroke="#1c7ed6"
          strokeWidth={2 * px}
          strokeDasharray={`${6 * px} ${4 * px}`}
          style={{ pointerEvents: 'none' }}
        />
      ) : null}
      {props.scaleLine.map((point, index) => (
        <circle
          key={index}
          data-testid="scale-point"
          cx={point.x}
          cy={point.y}
          r={5 * px}
          fill="#f03e3e"
          style={{ pointerEvents: 'none' }}
        />
      ))}
      {props.scaleLine.length === 2 ? (
        <line
          x1={props.scaleLine[0]!.x}
          y1={props.scaleLine[0]!.y}
          x2={props.scaleLine[1]!.x}
          y2={props.scaleLine[1]!.y}
          stroke="#f03e3e"
          strokeWidth={2 * px}
          style={{ pointerEvents: 'none' }}
        />
      ) : null}
    </svg>
  );
}

const AccessPointMarker = memo(function AccessPointMarker({
  ap,
  direction,
  px,
  selected,
  pointer,
  onPressRecord,
}: {
  ap: EditorRecord;
  direction: number;
  px: number;
  selected: boolean;
  pointer: 'auto' | 'none';
  onPressRecord: PlanOverlayProps['onPressRecord'];
}) {
  const { x, y } = (ap.location as Located).coord;
  const onPress = (event: PointerEvent<SVGElement>) => onPressRecord({ collection: 'accessPoints', id: ap.id }, event);
  const radius = 11 * px;
  // Antenna direction: a bearing on the plan, 0° = up, clockwise.
  const radians = (direction * Math.PI) / 180;
  return (
    <g
      data-testid="ap-marker"
      data-ap-id={ap.id}
      data-ap-name={String(ap.name ?? '')}
      style={{ pointerEvents: pointer, cursor: 'grab' }}
      onPointerDown={onPress}
    >
      <circle cx={x} cy={y} r={radius} fill={selected ? '#1c7ed6' : '#5f3dc4'} stroke="#fff" strokeWidth={2 * px} />
      <line
        x1={x}
        y1={y}
        x2={x + Math.sin(radians) * radius * 1.8}
        y2={y - Math.cos(radians) * radius * 1.8}
        stroke={selected ? '#1c7ed6' : '#5f3dc4'}
        strokeWidth={3 * px}
        strokeLinecap="round"
      />
      <text
        x={x}
        y={y + radius * 2.3}
        fontSize={12 * px}
        textAnchor="middle"
        fill="#212529"
        stroke="#fff"
        strokeWidth={3 * px}
        paintOrder="stroke"
      >
        {String(ap.name ?? '')}
      </text>
    </g>
  );
});

interface WallsAndAreasProps {
  wallPoints: EditorDocument['wallPoints'];
  wallSegments: EditorDocument['wallSegments'];
  wallTypes: EditorDocument['wallTypes'];
  holeInFloors: EditorDocument['holeInFloors'];
  areas: EditorDocument['areas'];
  attenuationAreas: EditorDocument['attenuationAreas'];
  exclusionAreas: EditorDocument['exclusionAreas'];
  floorPlanId: string;
  metersPerUnit: number | null;
  px: number;
  /** The selected wall segment or area, if any. */
  selectedId: string | null;
  pointer: 'auto' | 'none';
  onPressRecord: PlanOverlayProps['onPressRecord'];
}

/** Areas and walls: memoised on their collections, so dragging an AP (F1: 834 walls) re-renders only the AP markers. */
const WallsAndAreas = memo(function WallsAndAreas(props: WallsAndAreasProps) {
  const { wallPoints, wallSegments, wallTypes, floorPlanId, metersPerUnit, px, selectedId, pointer, onPressRecord } = props;
  const collections: Record<AreaCollection, EditorDocument[AreaCollection]> = {
    holeInFloors: props.holeInFloors,
    areas: props.areas,
    attenuationAreas: props.attenuationAreas,
    exclusionAreas: props.exclusionAreas,
  };
  const points = new Map<string, PlanPoint>();
  for (const point of wallPoints.values()) {
    const location = point.location as Located;
    if (location.floorPlanId === floorPlanId) points.set(point.id, location.coord);
  }
  return (
    <>
      {(['holeInFloors', 'areas', 'attenuationAreas', 'exclusionAreas'] as const).map((collection) =>
        [...collections[collection].values()]
          .filter((area) => area.floorPlanId === floorPlanId && Array.isArray(area.area))
          .map((area) => {
            const style = AREA_STYLE[collection];
            const selected = selectedId === area.id;
            return (
              <polygon
                key={area.id}
                data-testid={`area-${collection}`}
                points={(area.area as PlanPoint[]).map((point) => `${point.x},${point.y}`).join(' ')}
                fill={style.fill}
                stroke={selected ? '#1c7ed6' : style.stroke}
                strokeWidth={(selected ? 3 : 1.5) * px}
                strokeDasharray={
                  style.dash
                    ? style.dash
                        .split(' ')
                        .map((part) => Number(part) * px)
                        .join(' ')
                    : undefined
                }
                style={{ pointerEvents: pointer, cursor: 'move' }}
                onPointerDown={(event) => onPressRecord({ collection, id: area.id }, event)}
              />
            );
          }),
      )}
      {[...wallSegments.values()].map((segment) => {
        const [aId, bId] = wallSegmentPointIds(segment as unknown as WallSegment);
        const a = points.get(aId);
        const b = points.get(bId);
        if (!a || !b) return null;
        const type = wallTypes.get(String(segment.wallTypeId));
        const thicknessPx = metersPerUnit && typeof type?.thickness === 'number' ? type.thickness / metersPerUnit : 0;
        const selected = selectedId === segment.id;
        return (
          <line
            key={segment.id}
            data-testid="wall-segment"
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            stroke={selected ? '#1c7ed6' : String(type?.color ?? '#343a40')}
            strokeWidth={Math.max(3 * px, thicknessPx)}
            strokeLinecap="round"
            style={{ pointerEvents: pointer, cursor: 'pointer' }}
            onPointerDown={(event) => onPressRecord({ collection: 'wallSegments', id: segment.id }, event)}
          />
        );
      })}
    </>
  );
});
