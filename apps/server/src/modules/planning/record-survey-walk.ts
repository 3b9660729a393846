import { randomUUID } from 'node:crypto';
import type { AccessPoint, AccessPointMeasurement, MeasuredRadio } from '@airscope/esx';
import { buildPushedSurvey, makeRecordId, PushedSurveyError } from '@airscope/esx-archive';
import type { SurveyScan } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { FloorPlanRow } from '../../db/db.types.ts';
import { badRequest } from '../../http/http-error.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { PlanningRepository } from './planning.repository.ts';

export interface SurveyWalk {
  floor: string;
  surveyName: string;
  scans: readonly SurveyScan[];
}

const NETWORK_COLLECTIONS = ['accessPoints', 'measuredRadios', 'accessPointMeasurements'] as const;

/** A floor by its numeric row id, else by its name (case-insensitive). */
export function findFloor(floors: readonly FloorPlanRow[], wanted: string): FloorPlanRow {
  const floor = /^\d+$/.test(wanted)
    ? floors.find((f) => String(f.row_id) === wanted)
    : floors.find((f) => f.name.trim().toLowerCase() === wanted.trim().toLowerCase());
  if (floor) return floor;
  const names = floors.map((f) => `${f.row_id} (${f.name})`).join(', ') || 'none';
  throw badRequest(`The project has no floor '${wanted}'. Its floors: ${names}.`, 'UNKNOWN_FLOOR');
}

/**
 * Adds one survey walk to a floor in one save: the track file, the survey and any newly heard
 * networks, under the project row's lock, then bumps the version so heatmaps and insights recompute.
 */
export async function recordSurveyWalk(
  deps: { planning: PlanningRepository; blobs: BlobStore; clock: Clock },
  projectId: string,
  floor: FloorPlanRow,
  walk: SurveyWalk,
) {
  const pushId = randomUUID();
  const makeId = (kind: string, key: string): string => makeRecordId(pushId, kind, key);
  const key = `projects/${projectId}/device-surveys/${pushId}`;
  const scans = walk.scans.map((scan) => ({ timeMs: Date.parse(scan.time), x: scan.x, y: scan.y, networks: scan.networks }));
  let stored = false;
  try {
    return await deps.planning.inTransaction(async (tx) => {
      await deps.planning.lockVersion(tx, projectId);
      const rows = await deps.planning.listLive(tx, projectId, NETWORK_COLLECTIONS);
      const of = <T>(collection: string): T[] => rows.filter((row) => row.collection === collection).map((row) => row.data as T);
      const existing = {
        accessPoints: of<AccessPoint>('accessPoints'),
        measuredRadios: of<MeasuredRadio>('measuredRadios'),
        accessPointMeasurements: of<AccessPointMeasurement>('accessPointMeasurements'),
      };
      const built = buildPushedSurvey(
        { floorPlan: { id: floor.floor_plan_id, width: floor.width, height: floor.height }, surveyName: walk.surveyName, scans },
        existing,
        makeId,
      );
      await deps.blobs.put(key, built.track.bytes, { contentType: 'application/octet-stream' });
      stored = true;
      await deps.planning.insertFile(tx, projectId, {
        kind: 'track',
        name: built.track.binaryFileId,
        blob_key: key,
        size: built.track.bytes.length,
        content_type: 'application/octet-stream',
      });
      for (const { collection, record } of built.records) await deps.planning.putRecord(tx, projectId, collection, record.id, record);
      const projectVersion = await deps.planning.bumpVersion(tx, projectId, deps.clock.now());
      return {
        surveyId: built.survey.id,
        floorPlanRowId: String(floor.row_id),
        scanCount: walk.scans.length,
        sampleCount: built.sampleCount,
        accessPointCount: built.accessPointCount,
        projectVersion,
      };
    });
  } catch (error) {
    if (stored) await deps.blobs.delete(key).catch(() => undefined);
    if (error instanceof PushedSurveyError) throw badRequest(error.message, 'INVALID_SURVEY');
    throw error;
  }
}
