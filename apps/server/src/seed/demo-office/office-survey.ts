import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cellIndexAt, createGrid, predictFloorFields, type FloorModel, type PointM, type RadioModel } from '@airscope/core';
import type { EsxProject } from '@airscope/esx';
import { readSurveyCsv } from '@airscope/esx-archive';
import { completeMeasuredSurvey } from '../../modules/uploads/complete-measured-survey.ts';
import { renderOfficeFloorImage } from './office-floor-image.ts';
import { FLOOR_HEIGHT_M, FLOOR_WIDTH_M, MATERIALS, METERS_PER_PIXEL, officeWalls, plannedAps, surveyRoute } from './office-layout.ts';

const SURVEY_START = Date.UTC(2026, 9, 6, 9, 30);
const NOISE_SD_DB = 3;
const HEARING_LIMIT_DBM = -90;
/** Registered OUIs of the four planned APs' makers (Cisco, Aruba under HPE, Ubiquiti, Mist), so scans name them. */
const AP_OUIS = ['70:db:98', '00:0b:86', '04:18:d6', '00:3e:73'];
/** The walk reaches 1 m from each outer wall: with this margin the surveyed floor is the drawn plan. */
const MARGIN_M = 1;

/** mulberry32: a small seeded generator, so the demo survey is the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normal by Box–Muller: shadow fading and receiver noise on each reading. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const p = (x: number, y: number) => ({ x, y }) as PointM;

function groundFloorModel(): { floor: FloorModel; radios: RadioModel[] } {
  const floor: FloorModel = {
    id: 'ground',
    walls: officeWalls().map((wall) => {
      const m = MATERIALS[wall.material];
      return {
        a: p(...wall.from),
        b: p(...wall.to),
        thicknessM: m.thicknessM as never,
        attenuationDbPerM: { '2.4': m.dbPerM, '5': m.dbPerM, '6': m.dbPerM },
      };
    }),
  };
  const radios = plannedAps(0).flatMap((ap, a): RadioModel[] => {
    const base = {
      apId: ap.name,
      position: p(...ap.at),
      heightM: 2.7 as never,
      azimuthDeg: 0,
      tiltDeg: 0,
      streams: 2,
      standards: ['AX' as const],
      isMine: true,
    };
    return [
      {
        ...base,
        id: `${a}:5`,
        band: '5',
        channel: ap.channel5[0],
        centreMhz: (5000 + 5 * (ap.channel5[0] + 2)) as never,
        widthMhz: 40 as never,
        txPowerDbm: 17 as never,
      },
      {
        ...base,
        id: `${a}:24`,
        band: '2.4',
        channel: ap.channel24,
        centreMhz: (2407 + 5 * ap.channel24) as never,
        widthMhz: 20 as never,
        txPowerDbm: 11 as never,
      },
    ];
  });
  return { floor, radios };
}

/**
 * A walk survey of the ground floor: readings from the multi-wall engine plus 3 dB of seeded
 * Gaussian fading, one reading per radio per second, written in the open survey CSV layout and
 * imported through the same reader a scanner's export goes through; the floor then gets the office plan
 * the surveyor walked on, and its radios the standard the simulation gave them.
 */
export async function buildOfficeSurveyProject(): Promise<EsxProject> {
  const { floor, radios } = groundFloorModel();
  const grid = createGrid(FLOOR_WIDTH_M, FLOOR_HEIGHT_M, 0.5);
  const { fields } = predictFloorFields(floor, radios, grid, { receiverHeightM: 1.2 });
  const random = seededRandom(20_261_006);
  const lines = [
    '# Demo office walk survey, simulated by Airscope',
    '# unit=m',
    'floor,survey,x,y,timestamp,bssid,ssid,channel,band,width,rssi,noise',
  ];
  surveyRoute().forEach(([x, y], step) => {
    const timestamp = new Date(SURVEY_START + step * 1000).toISOString();
    radios.forEach((radio) => {
      const predicted = fields.get(radio.id)![cellIndexAt(grid, x, y)]!;
      const rssi = Math.round(predicted + NOISE_SD_DB * gaussian(random));
      if (rssi < HEARING_LIMIT_DBM) return;
      const [ap, band] = radio.id.split(':');
      const bssid = `${AP_OUIS[Number(ap)]}:a5:0${ap}:${band === '5' ? '10' : '11'}`;
      const noise = band === '5' ? -95 : -92;
      lines.push(
        `Ground floor,Corridor walk,${x.toFixed(2)},${y.toFixed(2)},${timestamp},${bssid},Airscope-Demo,${radio.channel},${radio.band},${radio.widthMhz},${rssi},${noise}`,
      );
    });
  });
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'airscope-demo-survey-'));
  try {
    const file = path.join(dir, 'office-walk.csv');
    await fsp.writeFile(file, `${lines.join('\n')}\n`);
    const read = await readSurveyCsv(file, {
      projectName: 'Demo Office HQ — walk survey',
      surveyName: 'Corridor walk',
      marginMeters: MARGIN_M,
      metersPerUnit: METERS_PER_PIXEL,
    });
    return completeMeasuredSurvey(withOfficePlan(markWifi6(read), await renderOfficeFloorImage()));
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** The drawn office plan in place of the blank image the CSV reader makes; both span the whole floor. */
function withOfficePlan(project: EsxProject, plan: { png: Buffer; width: number; height: number }): EsxProject {
  const [floor] = project.collections.floorPlans;
  if (!floor || floor.width !== plan.width || floor.height !== plan.height) {
    throw new Error(
      `The walk-survey floor is ${floor?.width} × ${floor?.height} units, the office plan ${plan.width} × ${plan.height} pixels.`,
    );
  }
  const imageFiles = project.imageFiles.map((file) => (file.imageId === floor.imageId ? { ...file, bytes: plan.png } : file));
  return { ...project, imageFiles };
}

/** The simulated radios are 802.11ax (see groundFloorModel); a scanner reads that from the beacons. */
function markWifi6(project: EsxProject): EsxProject {
  const accessPointMeasurements = project.collections.accessPointMeasurements.map((m) => ({ ...m, technologies: ['AX'] }));
  return { ...project, collections: { ...project.collections, accessPointMeasurements } };
}
