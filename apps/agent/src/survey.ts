import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeviceSurveyPushResultSchema,
  type DeviceSurveyPush,
  type DeviceSurveyPushResult,
  type ScannedNetwork,
  type SurveyScan,
} from '@airscope/contracts';
import type { AgentConfig } from './agent-config.ts';
import { readScanFile, scanInterface } from './take-scan.ts';
import { parseWaypoints, type Waypoint } from './waypoints.ts';

export interface SurveyOptions {
  waypointFile: string;
  /** Live scans on this interface, for waypoints without a recorded scan. */
  iface?: string | undefined;
  /** Recorded scans, one per waypoint in order (for waypoints that do not name their own). */
  scanFiles: readonly string[];
  /** Recorded scans get times this far apart, ending now. */
  recordedIntervalMs: number;
  /** Waits for the surveyor to stand at each waypoint before a live scan. */
  waitAtWaypoint?: (waypoint: Waypoint, index: number, total: number) => Promise<void>;
  log: (line: string) => void;
}

/** A push the server refused; `status` lets the command say why (401: the device was revoked). */
export class PushError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Takes (or reads) one scan per waypoint and answers them with their positions and times. */
export async function collectScans(options: SurveyOptions, now = Date.now()): Promise<SurveyScan[]> {
  const waypoints = parseWaypoints(await fs.readFile(options.waypointFile, 'utf8'), path.dirname(options.waypointFile));
  const recorded = waypoints.map((w, i) => w.scanFile ?? options.scanFiles[i]);
  if (recorded.some((file) => file === undefined) && !options.iface) {
    throw new Error(
      `${waypoints.length} waypoints but ${recorded.filter(Boolean).length} recorded scans; give --interface to scan live or one --scan-file per waypoint.`,
    );
  }
  const scans: SurveyScan[] = [];
  for (const [index, waypoint] of waypoints.entries()) {
    const file = recorded[index];
    let networks: ScannedNetwork[];
    let time: number;
    if (file) {
      networks = await readScanFile(file);
      time = now - (waypoints.length - 1 - index) * options.recordedIntervalMs;
    } else {
      await options.waitAtWaypoint?.(waypoint, index, waypoints.length);
      networks = await scanInterface(options.iface!);
      time = Date.now();
    }
    options.log(
      `Waypoint ${index + 1}/${waypoints.length} at (${waypoint.x}, ${waypoint.y}): ${networks.length} networks${file ? ` from ${path.basename(file)}` : ''}`,
    );
    scans.push({ time: new Date(time).toISOString(), x: waypoint.x, y: waypoint.y, networks });
  }
  return scans;
}

/** Sends one walk to the server with the device token. */
export async function pushSurvey(config: AgentConfig, projectId: string, push: DeviceSurveyPush): Promise<DeviceSurveyPushResult> {
  const url = `${config.server.replace(/\/+$/, '')}/activationapi/v1/device/projects/${encodeURIComponent(projectId)}/surveys`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(push),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; errorMessageList?: Array<{ errorDescription?: string }> };
  if (response.status === 401)
    throw new PushError(
      401,
      config.expiresAt && Date.parse(config.expiresAt) <= Date.now()
        ? `The device's token ended on ${config.expiresAt}. Run "airscope-agent activate" again.`
        : 'The server no longer accepts this device (it was revoked, or its user was removed). Run "airscope-agent activate" again.',
    );
  if (!response.ok)
    throw new PushError(
      response.status,
      `The server refused the survey (HTTP ${response.status}): ${body.errorMessageList?.[0]?.errorDescription ?? body.message ?? 'no reason given'}`,
    );
  return DeviceSurveyPushResultSchema.parse(body);
}
