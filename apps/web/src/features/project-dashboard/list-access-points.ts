import type { ProjectBatch } from '@airscope/contracts';

/** docs/product.md §9: the label of a measurement without an SSID. */
export const UNKNOWN_SSID = 'Unknown SSID';
/** docs/product.md §9: surveys the tool generated itself are not the site's surveys. */
export const GENERATED_SURVEY_PREFIX = '(Generated)';
/** docs/product.md §9 technology order for naming: the highest wins, otherwise n/a. */
export const TECHNOLOGY_ORDER = ['B', 'A', 'G', 'N', 'AC', 'AX', 'BE'] as const;

export interface AccessPointSummary {
  id: string;
  name: string;
  /** Maker as planned, or as the IEEE registered the BSSIDs' OUI; '' when unknown. */
  vendor: string;
  /** The floor it is placed on, else the floors of the surveys that heard it. */
  floorName: string;
  ssids: string[];
  channels: number[];
  /** e.g. `802.11ax`, or `n/a`. */
  technology: string;
  /** Heard in a survey, or only planned. */
  source: 'heard' | 'planned';
}

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The newest technology named in the list, with the 802.11 prefix (docs/product.md §9). */
export function describeTechnology(technologies: readonly string[]): string {
  let best = -1;
  for (const technology of technologies)
    best = Math.max(best, TECHNOLOGY_ORDER.indexOf(technology.toUpperCase() as (typeof TECHNOLOGY_ORDER)[number]));
  const name = TECHNOLOGY_ORDER[best];
  return name ? `802.11${name.toLowerCase()}` : 'n/a';
}

/** Access points heard in the project's own surveys ("(Generated)…" surveys left out), with their SSIDs and channels. */
export function listAccessPoints(batch: ProjectBatch): AccessPointSummary[] {
  const heard = new Set<string>();
  const floorsHearing = new Map<string, Set<string>>();
  for (const survey of batch.surveys ?? []) {
    if (text(survey.name).startsWith(GENERATED_SURVEY_PREFIX)) continue;
    for (const track of list(survey.wifiTracks)) {
      for (const id of list((track as Row).accessPointMeasurementIds)) {
        heard.add(String(id));
        floorsHearing.set(String(id), (floorsHearing.get(String(id)) ?? new Set()).add(text(survey.floorPlanId)));
      }
    }
  }
  const measurements = new Map((batch.accessPointMeasurements ?? []).map((row) => [text(row.id), row]));
  const floors = new Map((batch.floorPlans ?? []).map((row) => [text(row.id), text(row.name)]));
  const byAccessPoint = new Map<string, Row[]>();
  for (const radio of batch.measuredRadios ?? []) {
    const found: Row[] = list(radio.accessPointMeasurementIds)
      .map(String)
      .filter((id) => heard.has(id))
      .flatMap((id): Row[] => {
        const measurement = measurements.get(id);
        return measurement ? [measurement] : [];
      });
    if (found.length > 0) byAccessPoint.set(text(radio.accessPointId), [...(byAccessPoint.get(text(radio.accessPointId)) ?? []), ...found]);
  }
  const summaries: AccessPointSummary[] = [];
  for (const ap of batch.accessPoints ?? []) {
    const heardAs = byAccessPoint.get(text(ap.id));
    if (!heardAs || ap.hidden === true) continue;
    const location = (ap.location ?? {}) as Row;
    const surveyFloors = [...new Set(heardAs.flatMap((m) => [...(floorsHearing.get(text(m.id)) ?? [])]))]
      .map((id) => floors.get(id) ?? '')
      .filter(Boolean);
    summaries.push({
      id: text(ap.id),
      name: text(ap.name),
      vendor: text(ap.vendor),
      floorName: floors.get(text(location.floorPlanId)) ?? surveyFloors.sort().join(', '),
      ssids: [...new Set(heardAs.map((m) => text(m.ssid).trim() || UNKNOWN_SSID))].sort(),
      channels: sortedNumbers(heardAs.flatMap((m) => list(m.channel))),
      technology: describeTechnology(heardAs.flatMap((m) => list(m.technologies).map(String))),
      source: 'heard',
    });
  }
  return summaries.sort(byName);
}

/** Access points of the plan with their enabled radios' channels and technology; a plan broadcasts no SSIDs yet. */
export function listPlannedAccessPoints(batch: ProjectBatch): AccessPointSummary[] {
  const floors = new Map((batch.floorPlans ?? []).map((row) => [text(row.id), text(row.name)]));
  const radiosOf = new Map<string, Row[]>();
  for (const radio of batch.simulatedRadios ?? []) {
    if (radio.enabled === false) continue;
    radiosOf.set(text(radio.accessPointId), [...(radiosOf.get(text(radio.accessPointId)) ?? []), radio]);
  }
  return (batch.accessPoints ?? [])
    .filter((ap) => ap.hidden !== true && radiosOf.has(text(ap.id)))
    .map((ap) => {
      const radios = radiosOf.get(text(ap.id)) ?? [];
      return {
        id: text(ap.id),
        name: text(ap.name),
        vendor: text(ap.vendor),
        floorName: floors.get(text(((ap.location ?? {}) as Row).floorPlanId)) ?? '',
        ssids: [],
        channels: sortedNumbers(radios.flatMap((radio) => list(radio.channel).slice(0, 1))),
        technology: describeTechnology(radios.map((radio) => text(radio.technology))),
        source: 'planned' as const,
      };
    })
    .sort(byName);
}

/** A measured project lists what its surveys heard; a planned one its planned APs; a hybrid both (heard first). */
export function listDashboardAccessPoints(batch: ProjectBatch, projectType: string): AccessPointSummary[] {
  const heard = projectType === 'MEASURED' || projectType === 'HYBRID' ? listAccessPoints(batch) : [];
  const planned = projectType === 'MEASURED' ? [] : listPlannedAccessPoints(batch).filter((ap) => !heard.some((h) => h.id === ap.id));
  return [...heard, ...planned];
}

function sortedNumbers(values: readonly unknown[]): number[] {
  return [...new Set(values.filter((c): c is number => typeof c === 'number'))].sort((a, b) => a - b);
}

function byName(a: AccessPointSummary, b: AccessPointSummary): number {
  return a.name.localeCompare(b.name, undefined, { numeric: true });
}
