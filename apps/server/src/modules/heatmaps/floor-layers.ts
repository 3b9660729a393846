import type { FloorLayers } from '@airscope/contracts';
import type { EsxProject } from '@airscope/esx';
import type { FloorRfModel } from '@airscope/esx';
import { estimateApPositions } from './estimate-ap-positions.ts';

type Point = { x: number; y: number };
const toPair = (point: Point): [number, number] => [point.x, point.y];

/**
 * The overlays of one floor in plan pixels: APs placed on it, and heard APs nobody placed at the position the
 * engine estimates from the survey (marked as estimated), each with the bands of its radios the engine uses;
 * requirement, exclusion and attenuation areas, and every survey walk (its legs joined in order).
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
  const placed = collections.accessPoints.filter((ap) => ap.location?.floorPlanId === floorPlanId);
  const placedIds = new Set(collections.accessPoints.filter((ap) => ap.location).map((ap) => ap.id));
  const estimated = estimateApPositions(rf, placedIds);
  const describe = (ap: (typeof collections.accessPoints)[number], x: number, y: number, isPositionEstimated: boolean) => ({
    id: ap.id,
    name: ap.name ?? '',
    x,
    y,
    // An .esx record says "not known" with an empty string.
    vendor: ap.vendor || null,
    model: ap.model || null,
    isMine: ap.mine ?? false,
    isPositionEstimated,
    bands: [...(bandsOfAp.get(ap.id) ?? [])].sort(),
  });
  const accessPoints = [
    ...placed.map((ap) => describe(ap, ap.location!.coord.x, ap.location!.coord.y, false)),
    ...collections.accessPoints.flatMap((ap) => {
      const at = estimated.get(ap.id);
      return at && ap.hidden !== true ? [describe(ap, at.x / rf.metersPerUnit, at.y / rf.metersPerUnit, true)] : [];
    }),
  ];
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
  const requirements = rf.requirements.profiles.map((profile) => ({ id: profile.id, name: profile.name, isDefault: profile.isDefault }));
  return { accessPoints, areas, tracks, requirements };
}
