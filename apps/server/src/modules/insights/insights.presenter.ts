import type { DeviceCount, InsightFloorPlan, InsightProject, Kpis, SurveyEvent } from '@airscope/contracts';
import { kpiValuesFromCounts, type KpiCounts } from '@airscope/core';
import type { DeviceCountRow } from './device-counts.repository.ts';
import type { InsightProjectRow } from './insight-projects.repository.ts';
import type { SurveyEventRow } from './survey-events.repository.ts';

const EMPTY = { cells: 0, passed: 0, issues: 0 };
export const NO_COUNTS: KpiCounts = {
  rssi: EMPTY,
  rssi2: EMPTY,
  snr: EMPTY,
  channelInterference: EMPTY,
  dataRate: EMPTY,
  accessPoints: EMPTY,
  networkHealth: EMPTY,
};

/** Stored counts → the contract's KPI set; nothing stored gives null values and no issues. */
export function presentKpis(counts: KpiCounts | null | undefined): Kpis {
  const c = counts ?? NO_COUNTS;
  const values = kpiValuesFromCounts(c);
  return {
    rssi: { value: values.rssi ?? null, issues: c.rssi.issues },
    secondaryRssi: { value: values.rssi2 ?? null, issues: c.rssi2.issues },
    snr: { value: values.snr ?? null, issues: c.snr.issues },
    channelInterference: { value: values.channelInterference ?? null, issues: c.channelInterference.issues },
    networkHealth: { value: values.networkHealth ?? null, issues: c.networkHealth.issues },
    average: values.average ?? null,
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function presentInsightProject(row: InsightProjectRow): InsightProject {
  const kpis = presentKpis(row.counts);
  const hasPosition = row.latitude !== null && row.longitude !== null;
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    city: row.city,
    location: row.location,
    projectType: row.project_type as InsightProject['projectType'],
    status: row.status as InsightProject['status'],
    projectUsers: row.users,
    tags: row.tags,
    lastSurveyDate: iso(row.last_survey_at),
    geolocation: hasPosition ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null,
    projectVersion: row.project_version,
    updatedAt: iso(row.updated_at)!,
    rssi: kpis.rssi.value,
    rssi2: kpis.secondaryRssi.value,
    snr: kpis.snr.value,
    channelInterference: kpis.channelInterference.value,
    networkHealth: kpis.networkHealth.value,
    average: kpis.average,
  };
}

export function presentSurveyEvent(row: SurveyEventRow): SurveyEvent {
  return {
    id: String(row.id),
    date: iso(row.started_at)!,
    createdBy: row.created_by,
    durationSeconds: Number(row.duration_seconds),
    distanceMeters: Number(row.distance_meters),
    projectName: row.project_name,
    projectId: row.project_id,
    floorPlanName: row.floor_plan_name,
    floorPlanRowId: row.floor_plan_row_id === null ? null : Number(row.floor_plan_row_id),
    discoveredAps: Number(row.discovered_aps),
  };
}

export function presentDeviceCount(row: DeviceCountRow): DeviceCount {
  return {
    apName: row.ap_name,
    vendor: row.vendor,
    model: row.model,
    wifiGeneration: row.wifi_generation,
    radioCount: Number(row.radio_count),
    channelAndPower: row.channel_and_power,
    height: row.height === null ? null : Number(row.height),
    installation: row.installation,
    projectName: row.project_name,
    projectId: row.project_id,
    deviceCount: Number(row.device_count),
  };
}

export function presentFloorPlan(row: {
  row_id: string;
  floor_plan_id: string;
  name: string;
  width: number;
  height: number;
  image_id: string | null;
  bitmap_image_id: string | null;
  building_name: string | null;
  floor_number: number | null;
  last_survey_at: Date | null;
}): InsightFloorPlan {
  return {
    rowId: Number(row.row_id),
    id: row.floor_plan_id,
    name: row.name,
    width: Number(row.width),
    height: Number(row.height),
    imageId: row.image_id,
    bitmapImageId: row.bitmap_image_id,
    buildingName: row.building_name,
    floorNumber: row.floor_number === null ? null : Number(row.floor_number),
    lastSurveyDate: iso(row.last_survey_at),
  };
}
