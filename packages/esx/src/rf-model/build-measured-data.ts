import { dbm, metres, mhz, type PointM, type RadioModel, type SurveySample } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { normalizeRadioChannel, type RadioChannel } from '../normalize-channel.ts';
import type { AccessPointMeasurement, MeasuredRadio } from '../schemas/radio.schema.ts';
import { DEFAULT_ANTENNA_HEIGHT_M } from './build-simulated-radios.ts';
import { collectSurveySamples } from './collect-survey-samples.ts';
import { coordToMetres, toCoreBand } from './convert-units.ts';
import { describeMeasuredStandards } from './describe-standards.ts';
import type { MeasuredFloorData } from './floor-rf-model.ts';

/** Spatial streams assumed for a measured radio: the beacon IEs that would tell are not parsed yet. */
export const DEFAULT_MEASURED_STREAMS = 2;

/**
 * The measured radios heard on a floor and their survey samples (metres, dBm); null when no survey of the
 * floor yields a sample. A radio needs a channel on one of its measurements; samples of radios without
 * one are dropped with them.
 */
export function buildMeasuredData(project: EsxProject, floorPlanId: string, metersPerUnit: number): MeasuredFloorData | null {
  const samples = collectSurveySamples(project, floorPlanId, metersPerUnit);
  if (samples.length === 0) return null;
  const measurements = new Map(project.collections.accessPointMeasurements.map((m) => [m.id, m]));
  const heard = new Set(samples.map((sample) => sample.radioId));
  const radios: RadioModel[] = [];
  for (const radio of project.collections.measuredRadios) {
    if (!heard.has(radio.id)) continue;
    const own = (radio.accessPointMeasurementIds ?? []).flatMap((id) => measurements.get(id) ?? []);
    const model = convertMeasuredRadio(project, radio, own, samples, floorPlanId, metersPerUnit);
    if (model !== undefined) radios.push(model);
  }
  const kept = new Set(radios.map((radio) => radio.id));
  const keptSamples = samples.filter((sample) => kept.has(sample.radioId));
  return keptSamples.length === 0 ? null : { radios, samples: keptSamples };
}

function convertMeasuredRadio(
  project: EsxProject,
  radio: MeasuredRadio,
  measurements: readonly AccessPointMeasurement[],
  samples: readonly SurveySample[],
  floorPlanId: string,
  metersPerUnit: number,
): RadioModel | undefined {
  const channel = firstChannel(project, measurements);
  if (channel === undefined) return undefined;
  const ap = project.collections.accessPoints.find((candidate) => candidate.id === radio.accessPointId);
  const placed = ap?.location?.floorPlanId === floorPlanId ? coordToMetres(ap.location.coord, metersPerUnit) : undefined;
  const band = toCoreBand(channel.band);
  return {
    id: radio.id,
    apId: radio.accessPointId,
    floorId: floorPlanId,
    position: placed ?? strongestPosition(samples, radio.id),
    heightM: metres(DEFAULT_ANTENNA_HEIGHT_M),
    band,
    channel: channel.channel,
    centreMhz: mhz(channel.centerFrequencyMhz),
    widthMhz: mhz(channel.widthMhz),
    txPowerDbm: dbm(0),
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: DEFAULT_MEASURED_STREAMS,
    standards: describeMeasuredStandards(
      measurements.flatMap((m) => m.technologies ?? []),
      band,
    ),
    isMine: ap?.mine === true,
    isMeasured: true,
  };
}

/** The first measurement's normalised channel (the one derived at read time, else normalised here). */
function firstChannel(project: EsxProject, measurements: readonly AccessPointMeasurement[]): RadioChannel | undefined {
  for (const measurement of measurements) {
    const channel = project.radioChannels[measurement.id] ?? normalizeRadioChannel(measurement);
    if (channel !== undefined) return channel;
  }
  return undefined;
}

/** Position (m) of a radio's strongest sample: where an AP that was never placed is most likely. */
function strongestPosition(samples: readonly SurveySample[], radioId: string): PointM {
  let best: SurveySample | undefined;
  for (const sample of samples) if (sample.radioId === radioId && (best === undefined || sample.rssiDbm > best.rssiDbm)) best = sample;
  return best!.position;
}
