import { createEmptyCollections, type EsxProject } from '@airscope/esx';
import { buildImportedProject } from '../build-imported-project.ts';
import { buildSurveys } from './build-surveys.ts';
import { groupMeasurements } from './group-measurements.ts';
import { layOutFloorPlan, type FloorLayout } from './lay-out-floor-plan.ts';
import { makeRecordId } from './make-record-id.ts';
import type { Observation } from './read-observation.ts';
import { refuseTooLarge } from './survey-csv-error.ts';
import type { ResolvedSurveyCsvOptions } from './survey-csv-options.ts';

/** Schema of AI Pro 11.8 (as WiProber writes): the one whose measurements carry centre frequencies. */

/**
 * Turns validated rows into a measured project: floors, surveys with routes and tracks, measurements
 * grouped into radios and APs. Derived fields and warnings come from the same code `readEsx` runs,
 * so the model equals what reading its exported `.esx` gives.
 */
export function buildSurveyProject(rows: readonly Observation[], options: ResolvedSurveyCsvOptions, fileHash: string): EsxProject {
  const makeId = (kind: string, key: string): string => makeRecordId(fileHash, kind, key);
  const floors = new Map<string, FloorLayout>();
  for (const [name, floorRows] of groupRowsByFloor(rows, options.limits.maxFloors)) {
    floors.set(name, layOutFloorPlan(name, floorRows, options, makeId));
  }
  const network = groupMeasurements(rows, makeId, options.limits.maxBssids);
  const surveyParts = buildSurveys(rows, network.measurementIds, floors, makeId, options.limits.maxSurveys);

  const collections = createEmptyCollections();
  collections.floorPlans = [...floors.values()].map((floor) => floor.floorPlan);
  collections.images = [...floors.values()].map((floor) => floor.image);
  collections.accessPoints = network.accessPoints;
  collections.measuredRadios = network.measuredRadios;
  collections.accessPointMeasurements = network.accessPointMeasurements;
  collections.surveys = surveyParts.surveys;
  collections.surveyLookups = surveyParts.surveyLookups;
  return buildImportedProject({
    projectId: makeId('project', ''),
    name: options.projectName,
    collections,
    imageFiles: [...floors.values()].map((floor) => floor.imageFile),
    trackFiles: surveyParts.trackFiles,
  });
}

function groupRowsByFloor(rows: readonly Observation[], maxFloors: number): Map<string, Observation[]> {
  const floors = new Map<string, Observation[]>();
  for (const row of rows) {
    let floor = floors.get(row.floor);
    if (floor === undefined) {
      if (floors.size === maxFloors) throw refuseTooLarge(`the file names more than ${maxFloors} floors.`, row.line);
      floors.set(row.floor, (floor = []));
    }
    floor.push(row);
  }
  return floors;
}
