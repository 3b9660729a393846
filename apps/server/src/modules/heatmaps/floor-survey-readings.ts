import type { FloorSsids } from '@airscope/contracts';
import type { EsxProject } from '@airscope/esx';
import { csvCell } from '../reports/index.ts';
import type { LoadedFloor } from './floor-model-cache.ts';

/** The SSID of each measured radio: the first of its measurements that names one (hidden networks: ""). */
function ssidsByRadio(project: EsxProject): Map<string, string> {
  const measurements = new Map(project.collections.accessPointMeasurements.map((m) => [m.id, m]));
  const ssids = new Map<string, string>();
  for (const radio of project.collections.measuredRadios) {
    const named = (radio.accessPointMeasurementIds ?? []).map((id) => measurements.get(id)?.ssid).find((ssid) => ssid !== undefined);
    ssids.set(radio.id, named ?? '');
  }
  return ssids;
}

/** The SSIDs heard in the floor's survey, by name, each with the measured radios carrying it. */
export function listSurveySsids(loaded: LoadedFloor): FloorSsids {
  const measured = loaded.rf.measured;
  if (!measured) return [];
  const ssidOf = ssidsByRadio(loaded.project);
  const groups = new Map<string, string[]>();
  for (const radio of measured.radios) {
    const ssid = ssidOf.get(radio.id) ?? '';
    groups.set(ssid, [...(groups.get(ssid) ?? []), radio.id]);
  }
  return [...groups].map(([ssid, radioIds]) => ({ ssid, radioIds })).sort((a, b) => a.ssid.localeCompare(b.ssid));
}

const HEADER = ['x_m', 'y_m', 'access_point', 'ssid', 'band_ghz', 'channel', 'rssi_dbm'];
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every survey reading of the floor as UTF-8 CSV (metres from the plan's top-left corner, dBm), in survey order. */
export function writeSurveyRssiCsv(loaded: LoadedFloor): Buffer {
  const measured = loaded.rf.measured;
  const radios = new Map((measured?.radios ?? []).map((radio) => [radio.id, radio]));
  const ssidOf = ssidsByRadio(loaded.project);
  const rows = (measured?.samples ?? []).map((sample) => {
    const radio = radios.get(sample.radioId);
    return [
      round2(sample.position.x),
      round2(sample.position.y),
      radio ? (loaded.apNames.get(radio.apId) ?? '') : '',
      ssidOf.get(sample.radioId) ?? '',
      radio?.band ?? '',
      radio?.channel ?? '',
      round2(sample.rssiDbm),
    ];
  });
  const lines = [HEADER, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
