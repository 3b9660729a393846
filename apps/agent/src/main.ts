import os from 'node:os';
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { configPath, readConfig, writeConfig } from './agent-config.ts';
import { runDeviceFlow } from './device-flow.ts';
import { collectScans, PushError, pushSurvey } from './survey.ts';

const USAGE = `Usage:
  airscope-agent activate --server URL [--name NAME] [--config FILE]
  airscope-agent survey --project ID --floor ROW-ID|NAME --waypoints FILE
                        [--interface wlan0 | --scan-file FILE ...] [--name SURVEY] [--interval SECONDS]
                        [--no-prompt] [--config FILE]

The waypoint file lists one point per line, "x y [scan-file]", in the floor plan's coordinates.
With --interface each waypoint is scanned live with "iw dev <interface> scan" (run as root);
recorded scans (the output of that command) are read from the files instead.`;

type Out = (line: string) => void;

async function activate(values: Record<string, string | boolean | string[] | undefined>, out: Out): Promise<number> {
  const server = values.server as string | undefined;
  if (!server) throw new Error('activate needs --server URL');
  const file = configPath(values.config as string | undefined);
  const deviceName = (values.name as string | undefined) ?? `Survey agent on ${os.hostname()}`;
  const { token, expiresInSeconds } = await runDeviceFlow({
    server,
    deviceName,
    onCode: (code) => {
      out(`To activate this device, open ${code.verification_uri} and enter the code ${code.user_code}`);
      out(`(or open ${code.verification_uri_complete}). The code is valid for ${Math.round(code.expires_in / 60)} minutes.`);
      out('Waiting for approval…');
    },
  });
  const activatedAt = new Date();
  const expiresAt = new Date(activatedAt.getTime() + expiresInSeconds * 1000).toISOString();
  await writeConfig(file, { server: server.replace(/\/+$/, ''), token, deviceName, activatedAt: activatedAt.toISOString(), expiresAt });
  out(`Activated "${deviceName}". The token is stored in ${file} and works until ${expiresAt}; then run activate again.`);
  return 0;
}

async function survey(values: Record<string, string | boolean | string[] | undefined>, out: Out): Promise<number> {
  const projectId = values.project as string | undefined;
  const floor = values.floor as string | undefined;
  const waypointFile = values.waypoints as string | undefined;
  if (!projectId || !floor || !waypointFile) throw new Error('survey needs --project, --floor and --waypoints');
  const config = await readConfig(configPath(values.config as string | undefined));
  const interval = Number(values.interval ?? '5');
  if (!Number.isFinite(interval) || interval <= 0) throw new Error('--interval must be a positive number of seconds');
  const prompt = values['no-prompt'] !== true && process.stdin.isTTY;
  const rl = prompt ? readline.createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  try {
    const scans = await collectScans({
      waypointFile,
      iface: values.interface as string | undefined,
      scanFiles: (values['scan-file'] as string[] | undefined) ?? [],
      recordedIntervalMs: interval * 1000,
      log: out,
      ...(rl
        ? {
            waitAtWaypoint: async (w, i, n) =>
              void (await rl.question(`Stand at waypoint ${i + 1}/${n} (${w.x}, ${w.y}) and press Enter to scan… `)),
          }
        : {}),
    });
    const surveyName = (values.name as string | undefined) ?? `Agent walk ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`;
    const result = await pushSurvey(config, projectId, { floor, surveyName, scans });
    out(
      `Pushed "${surveyName}": ${result.scanCount} scans, ${result.sampleCount} readings of ${result.accessPointCount} access points to floor ${result.floorPlanRowId} (project version ${result.projectVersion}).`,
    );
    return 0;
  } finally {
    rl?.close();
  }
}

/** The command line: answers the exit code (0 done, 1 failed, 2 usage, 3 the device is no longer accepted). */
export async function runAgent(
  argv: readonly string[],
  out: Out = (line) => console.log(line),
  err: Out = (line) => console.error(line),
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { values } = parseArgs({
      args: rest,
      options: {
        server: { type: 'string' },
        name: { type: 'string' },
        config: { type: 'string' },
        project: { type: 'string' },
        floor: { type: 'string' },
        waypoints: { type: 'string' },
        interface: { type: 'string' },
        'scan-file': { type: 'string', multiple: true },
        interval: { type: 'string' },
        'no-prompt': { type: 'boolean' },
      },
      strict: true,
    });
    if (command === 'activate') return await activate(values, out);
    if (command === 'survey') return await survey(values, out);
    err(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  } catch (error) {
    err(`airscope-agent: ${(error as Error).message}`);
    return error instanceof PushError && error.status === 401 ? 3 : 1;
  }
}
