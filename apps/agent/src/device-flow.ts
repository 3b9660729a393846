import {
  DEVICE_CODE_GRANT_TYPE,
  DeviceAuthorizationResponseSchema,
  DeviceTokenResponseSchema,
  OAuthErrorSchema,
  type DeviceAuthorizationResponse,
} from '@airscope/contracts';

export const AGENT_CLIENT_ID = 'airscope-agent';
const BASE = '/activationapi/v1/device';

export interface DeviceFlowOptions {
  server: string;
  deviceName: string;
  /** Shows the user what to do (the code and where to enter it). */
  onCode: (code: DeviceAuthorizationResponse) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** What an approved activation gives the device: its token and how long the token works (RFC 6749 section 5.1). */
export interface DeviceGrant {
  token: string;
  expiresInSeconds: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function postForm(url: string, fields: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`The server answered ${response.status} with something other than JSON; is ${url} an Airscope server?`);
  }
  return { status: response.status, body };
}

/**
 * RFC 8628 device authorization grant from the device's side: ask for codes, show them, then poll at
 * the server's interval (5 s longer after each slow_down) until the user approves, denies or the code expires.
 */
export async function runDeviceFlow(options: DeviceFlowOptions): Promise<DeviceGrant> {
  const sleep = options.sleep ?? wait;
  const server = options.server.replace(/\/+$/, '');
  const started = await postForm(`${server}${BASE}/device_authorization`, { client_id: AGENT_CLIENT_ID, device_name: options.deviceName });
  if (started.status !== 200) {
    const error = OAuthErrorSchema.safeParse(started.body);
    throw new Error(
      `The server refused the activation: ${error.success ? (error.data.error_description ?? error.data.error) : `HTTP ${started.status}`}`,
    );
  }
  const code = DeviceAuthorizationResponseSchema.parse(started.body);
  options.onCode(code);
  let intervalMs = code.interval * 1000;
  const deadline = Date.now() + code.expires_in * 1000;
  while (Date.now() < deadline) {
    await sleep(intervalMs);
    const poll = await postForm(`${server}${BASE}/token`, {
      grant_type: DEVICE_CODE_GRANT_TYPE,
      device_code: code.device_code,
      client_id: AGENT_CLIENT_ID,
    });
    if (poll.status === 200) {
      const granted = DeviceTokenResponseSchema.parse(poll.body);
      return { token: granted.access_token, expiresInSeconds: granted.expires_in };
    }
    const error = OAuthErrorSchema.parse(poll.body);
    if (error.error === 'authorization_pending') continue;
    if (error.error === 'slow_down') {
      intervalMs += 5000;
      continue;
    }
    if (error.error === 'access_denied') throw new Error('The activation was denied.');
    if (error.error === 'expired_token') throw new Error('The code expired before it was approved; run activate again.');
    throw new Error(`The activation failed: ${error.error_description ?? error.error}`);
  }
  throw new Error('The code expired before it was approved; run activate again.');
}
