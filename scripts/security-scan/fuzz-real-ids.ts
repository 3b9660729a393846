// Real ids for the fuzzer's path parameters and id-named fields, read through the API as the demo projects' owner
// sees them; what the demo data lacks (a report, a secure share, an upload, a site, a device) is made first, through
// the API, so every `{…Id}` of the description names something that exists.
import { signIn, type Identity } from './fuzz-identities.ts';
import { exampleOf, type JsonSchema } from './schema-example.ts';
import type { FuzzDocument, RealIds } from './fuzz-requests.ts';
import type { Transport } from './fuzz-transport.ts';

export interface DiscoveredIds {
  readonly ids: RealIds;
  /** A device's bearer token, from the device flow approved by the owner. */
  readonly deviceToken?: string;
}

/** The first value of `key` anywhere in a JSON answer (depth-first), as text. */
export function findValue(value: unknown, key: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findValue(item, key);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    const own = (value as Record<string, unknown>)[key];
    if (typeof own === 'string' || typeof own === 'number') return String(own);
    for (const item of Object.values(value)) {
      const found = findValue(item, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function requestSchema(doc: FuzzDocument, template: string, method: string): JsonSchema | undefined {
  return doc.paths[template]?.[method]?.requestBody?.content?.['application/json']?.schema;
}

export async function discoverRealIds(
  transport: Transport,
  doc: FuzzDocument,
  owner: Identity,
  admin: Identity,
  password: string,
  /** Every mail the server wrote so far, as text: the secure share's key is only ever in its invitation. */
  readMail?: () => string,
): Promise<DiscoveredIds> {
  const ids: Record<string, string> = {};
  const call = async (identity: Identity, method: string, url: string, body?: unknown, form = false): Promise<unknown> => {
    const answer = await transport({
      method,
      url,
      headers: {
        ...identity.headers,
        ...(body !== undefined ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body) } : {}),
    });
    if (answer.status >= 300) return { status: answer.status, location: answer.header('location') };
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      return undefined;
    }
  };
  const example = (template: string, method = 'post') => exampleOf(requestSchema(doc, template, method), ids);
  const take = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '' && ids[name] === undefined) ids[name] = value;
  };

  const me = await call(owner, 'GET', '/userapi/v1/users/who-am-i');
  take('userId', findValue(me, 'userId'));
  take('orgId', findValue(me, 'orgId'));
  const projects = (await call(owner, 'GET', '/projectapi/v1/projects')) as Array<Record<string, unknown>> | undefined;
  const owned = Array.isArray(projects) ? (projects.find((p) => p.role === 'OWNER') ?? projects[0]) : undefined;
  take('projectId', owned ? String(owned.projectId) : undefined);
  const p = ids.projectId;
  if (p) {
    const floors = await call(owner, 'GET', `/projectapi/v1/projects/${p}/floorPlans`);
    take('floorId', findValue(floors, 'id'));
    take('floorPlanRowId', findValue(floors, 'rowId'));
    take('imageId', findValue(floors, 'imageId'));
    const image = await call(owner, 'GET', `/projectapi/v1/projects/${p}/imageFiles/${ids.imageId ?? 'none'}`);
    take('token', findValue(image, 'url')?.match(/\/projectapi\/v1\/files\/([^/?#]+)/)?.[1]);
    await call(owner, 'POST', `/shareapi/v1/projects/${p}/secure-shares`, { email: 'scan-guest@example.com' });
    take('shareId', findValue(await call(owner, 'GET', `/shareapi/v1/projects/${p}/secure-shares`), 'shareId'));
    const report = await call(owner, 'POST', `/reportapi/v1/projects/${p}/reports`, example('/reportapi/v1/projects/{projectId}/reports'));
    take('reportId', findValue(report, 'id'));
  }
  const upload = await call(owner, 'POST', '/esxfileapi/v1/projects/upload/initiate', { fileName: 'scan.esx', fileExtension: 'esx' });
  take('fileUploadId', findValue(upload, 'fileUploadId'));
  take('token', findValue(upload, 'url')?.match(/[?&]token=([^&]+)/)?.[1]);
  take('notificationId', findValue(await call(owner, 'GET', '/notifyapi/v1/notification'), 'id'));
  take('licenseId', findValue(await call(admin, 'GET', '/userapi/v1/org-licenses'), 'licenseId'));

  // Sites are the organisation's: made by the admin.
  const site = await call(admin, 'POST', '/site-management-api/v1/sites', { name: 'Scan site' });
  take('siteId', findValue(site, 'id'));
  if (ids.siteId) {
    const building = await call(
      admin,
      'POST',
      `/site-management-api/v1/sites/${ids.siteId}/buildings`,
      example('/site-management-api/v1/sites/{siteId}/buildings'),
    );
    take('buildingId', findValue(building, 'id'));
    if (ids.buildingId) {
      const floor = await call(
        admin,
        'POST',
        `/site-management-api/v1/buildings/${ids.buildingId}/floors`,
        example('/site-management-api/v1/buildings/{buildingId}/floors'),
      );
      take('siteFloorId', findValue(floor, 'id'));
    }
  }
  const connection = await call(
    owner,
    'POST',
    '/insightapi/v1/vendorIntegration/connections',
    example('/insightapi/v1/vendorIntegration/connections'),
  );
  take('connectionId', findValue(connection, 'id'));

  // A second session of the owner, whose key the fuzzer may end without ending its own.
  await signIn(transport, 'spare', owner.email!, password);
  const sessions = (await call(owner, 'GET', `/userapi/v1/users/${ids.userId}/sessions`)) as Array<Record<string, unknown>> | undefined;
  take('sessionKey', Array.isArray(sessions) ? (sessions.find((s) => s.current === false)?.sessionKey as string | undefined) : undefined);

  // The device flow (RFC 8628): one device approved by the owner gives a device token and a device id; a second,
  // pending request gives the user code the fuzzer sends.
  let deviceToken: string | undefined;
  const authorisation = (await call(
    ANON,
    'POST',
    '/activationapi/v1/device/device_authorization',
    { client_id: 'airscope-agent', device_name: 'scan' },
    true,
  )) as { user_code?: string; device_code?: string } | undefined;
  if (authorisation?.user_code && authorisation.device_code) {
    await call(owner, 'POST', `/activationapi/v1/device/activations/${encodeURIComponent(authorisation.user_code)}/approve`);
    const token = await call(
      ANON,
      'POST',
      '/activationapi/v1/device/token',
      { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: authorisation.device_code, client_id: 'airscope-agent' },
      true,
    );
    deviceToken = findValue(token, 'access_token');
    take('deviceId', findValue(await call(owner, 'GET', '/activationapi/v1/device/devices'), 'id'));
  }
  const pending = await call(ANON, 'POST', '/activationapi/v1/device/device_authorization', { client_id: 'airscope-agent' }, true);
  take('userCode', findValue(pending, 'user_code'));
  for (let attempt = 0; readMail && ids.keyId === undefined && attempt < 20; attempt++) {
    // Mails are quoted-printable: a long line is broken with a trailing `=`.
    take('keyId', /\/secure-project-view\/([A-Za-z0-9_-]+)/.exec(readMail().replace(/=\r?\n/g, ''))?.[1]);
    if (ids.keyId === undefined) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { ids, ...(deviceToken ? { deviceToken } : {}) };
}

const ANON: Identity = { name: 'anonymous', headers: {} };
