import { wallSegmentPointIds, type WallSegment } from '@airscope/esx';
import { radiosOf } from '../commands/access-point-commands.ts';
import type { FloorEntry } from '../document/building-floors.ts';
import { recordsOf, type EditorDocument } from '../document/editor-document.ts';
import type { ThreeDFloor } from '../three-d/three-d-types.ts';

type Coord = { x: number; y: number };
// Walls without a top edge stand as high as the floor; floors without a height as high as a typical storey.
const DEFAULT_STOREY_M = 3;

/** The floors of a building as the 3D view draws them: plan size, elevation, walls and APs in metres (scaled floors only). */
export function buildThreeDFloors(
  document: EditorDocument,
  floors: readonly FloorEntry[],
  imageUrls: ReadonlyMap<string, string>,
  heatmaps: ReadonlyMap<string, HTMLCanvasElement>,
): ThreeDFloor[] {
  const points = new Map(
    recordsOf(document, 'wallPoints').map((point) => [point.id, point.location as { floorPlanId: string; coord: Coord }]),
  );
  return floors.flatMap((entry) => {
    const scale = Number(entry.plan.metersPerUnit);
    if (!(scale > 0)) return [];
    const storey = entry.heightM > 0 ? entry.heightM : DEFAULT_STOREY_M;
    const walls = recordsOf(document, 'wallSegments').flatMap((segment) => {
      const [aId, bId] = wallSegmentPointIds(segment as unknown as WallSegment);
      const a = points.get(aId);
      const b = points.get(bId);
      if (!a || !b || a.floorPlanId !== entry.plan.id) return [];
      const type = document.wallTypes.get(String(segment.wallTypeId));
      return [
        {
          x1: a.coord.x * scale,
          y1: a.coord.y * scale,
          x2: b.coord.x * scale,
          y2: b.coord.y * scale,
          bottomM: typeof type?.lowerEdge === 'number' ? type.lowerEdge : 0,
          topM: typeof type?.upperEdge === 'number' ? type.upperEdge : storey,
          colour: typeof type?.color === 'string' ? type.color : '#8e8e8e',
        },
      ];
    });
    const aps = recordsOf(document, 'accessPoints').flatMap((ap) => {
      const location = ap.location as { floorPlanId: string; coord: Coord } | undefined;
      if (location?.floorPlanId !== entry.plan.id) return [];
      return [
        {
          id: ap.id,
          x: location.coord.x * scale,
          y: location.coord.y * scale,
          zM: Number(radiosOf(document, ap.id)[0]?.antennaHeight ?? 2.4),
        },
      ];
    });
    const imageUrl = imageUrls.get(String(entry.plan.imageId));
    const heatmap = heatmaps.get(entry.plan.id);
    return [
      {
        id: entry.plan.id,
        name: String(entry.plan.name ?? entry.plan.id),
        elevationM: entry.elevationM,
        widthM: Number(entry.plan.width) * scale,
        heightM: Number(entry.plan.height) * scale,
        ...(imageUrl ? { imageUrl } : {}),
        ...(heatmap ? { heatmap } : {}),
        walls,
        aps,
      },
    ];
  });
}
