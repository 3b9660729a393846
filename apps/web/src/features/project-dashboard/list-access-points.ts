import type { ProjectBatch } from '@airscope/contracts';

/** Spec §9: the label of a measurement without an SSID. */
export const UNKNOWN_SSID = 'Unknown SSID';
/** Spec §9: surveys the tool generated itself are not the site's surveys. */
export const GENERATED_SURVEY_PREFIX = '(Generated)';
/** Spec §9 technology order for naming: the highest wins, otherwise n/a. */
export const TECHNOLOGY_ORDER = ['B', 'A', 'G', 'N', 'AC', 'AX', 'BE'] as const;

export interface AccessPointSummary {
  id: string;
  name: string;
  floorName: string;
  ssids: string[];
  channels: number[];
  /** e.g. `802.11ax`, or `n/a`. */
  technology: string;
}

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The newest technology named in the list, with the 802.11 prefix (spec §9). */
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
  for (const survey of batch.surveys ?? []) {
    if (text(survey.name).startsWith(GENERATED_SURVEY_PREFIX)) continue;
    for (const track of list(survey.wifiTracks)) for (const id of list((track as Row).accessPointMeasurementIds)) heard.add(String(id));
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
    summaries.push({
      id: text(ap.id),
      name: text(ap.name),
      floorName: floors.get(text(location.floorPlanId)) ?? '',
      ssids: [...new Set(heardAs.map((m) => text(m.ssid).trim() || UNKNOWN_SSID))].sort(),
      channels: [...new Set(heardAs.flatMap((m) => list(m.channel).filter((c): c is number => typeof c === 'number')))].sort(
        (a, b) => a - b,
      ),
      technology: describeTechnology(heardAs.flatMap((m) => list(m.technologies).map(String))),
    });
  }
  return summaries.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}
