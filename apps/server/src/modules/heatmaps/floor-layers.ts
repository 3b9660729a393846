import type { FloorLayers } from '@airscope/contracts';
import type { EsxProject } from '@airscope/esx';
import type { FloorRfModel } from '@airscope/esx';

type Point = { x: number; y: number };
const toPair = (point: Point): [number, number] => [point.x, point.y];

/**
 * The overlays of one floor in plan pixels: APs placed on it (with the bands of their radios the engine
 * uses), requirement, exclusion and attenuation areas, and every survey walk (its legs joined in order).
 */
export function describeFloorLayers(project: EsxProject, rf: FloorRfModel): FloorLayers {
  const { collections } = project;
  const floorPlanId = rf.floorPlanId;
  const bandsOfAp = new Map<string, Set<'2.4' | '5' | '6'>>();
  for (const radio of [...rf.radios, ...(rf.measured?.radios ?? [])]) {
    const bands = bandsOfAp.get(radio.apId) ?? new Set();
    bands.add(radio.band);
    bandsOfAp.set(radio.apId, bands);
  }
  const accessPoints = collections.accessPoints
    .filter((ap) => ap.location?.floorPlanId === floorPlanId)
    .map((ap) => ({
      id: ap.id,
      name: ap.name ?? '',
      x: ap.location!.coord.x,
      y: ap.location!.coord.y,
      vendor: ap.vendor ?? null,
      model: ap.model ?? null,
      isMine: ap.mine ?? false,
      bands: [...(bandsOfAp.get(ap.id) ?? [])].sort(),
    }));
  const onFloor = <T extends { floorPlanId: string; area: Point[] }>(list: readonly T[]) =>
    list.filter((a) => a.floorPlanId === floorPlanId && a.area.length >= 3);
  const areas: FloorLayers['areas'] = [
    ...onFloor(collections.areas).map((a) => ({ id: a.id, name: a.name ?? '', kind: 'requirement' as const, points: a.area.map(toPair) })),
    ...onFloor(collections.exclusionAreas).map((a) => ({
      id: a.id,
      name: a.name ?? '',
      kind: 'exclusion' as const,
      points: a.area.map(toPair),
    })),
    ...onFloor(collections.attenuationAreas).map((a) => ({ id: a.id, name: '', kind: 'attenuation' as const, points: a.area.map(toPair) })),
  ];
  const tracks = collections.surveys
    .filter((survey) => survey.floorPlanId === floorPlanId)
    .map((survey) => ({
      surveyId: survey.id,
      name: survey.name ?? '',
      points: (survey.routePoints ?? []).flat().map((point) => toPair(point.location)),
    }))
    .filter((track) => track.points.length > 1);
  return { accessPoints, areas, tracks };
}
