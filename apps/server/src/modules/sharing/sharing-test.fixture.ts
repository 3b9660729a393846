import type { Kysely } from 'kysely';
import type { ProjectRole } from '@airscope/contracts';
import type { Database } from '../../db/db.types.ts';
import type { TestApp, TestSession } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import { readOneTimeCode, waitForMail } from '../accounts/outbox-mail.fixture.ts';

/** Test helper: data for sharing tests, unique per call so parallel runs on one server never collide. */
const unique = () => crypto.randomUUID().slice(0, 8);
export const FIXTURE_PASSWORD = 'sharing fixture passphrase';
let passwordHash: Promise<string> | undefined;

export async function createOrg(db: Kysely<Database>, restriction: Database['organisations']['sharing_restriction'] = 'NO_RESTRICTION') {
  const org = await db
    .insertInto('organisations')
    .values({
      id: crypto.randomUUID(),
      name: `Org ${unique()}`,
      sharing_restriction: restriction,
      password_policy_enabled: false,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return org.id;
}

/** A user with an active licence, so only project roles decide what they may do. */
export async function createLicensedUser(db: Kysely<Database>, orgId: string | null, label: string) {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const suffix = unique();
  const license = await db
    .insertInto('licenses')
    .values({
      id: crypto.randomUUID(),
      license_key: `FIX-${suffix}`,
      org_id: orgId,
      product: 'Software Suite',
      status: 'ACTIVE',
      subscription_expires_at: new Date(Date.now() + 86_400_000 * 365),
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `${label}-${suffix}@fixture.test`;
  const user = await db
    .insertInto('users')
    .values({
      id: crypto.randomUUID(),
      email,
      password_hash: await passwordHash,
      first_name: label,
      last_name: 'Fixture',
      org_id: orgId,
      license_id: license.id,
      insights_access_allowed: true,
      eula_version_consent: 'v4',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email };
}

export async function createProject(db: Kysely<Database>, ownerId: string, orgId: string | null) {
  const id = crypto.randomUUID();
  const now = new Date();
  await db
    .insertInto('projects')
    .values({
      id,
      org_id: orgId,
      owner_id: ownerId,
      name: `Project ${unique()}`,
      project_type: 'MEASURED',
      status: 'COMPLETED',
      project_version: 1,
      country: null,
      city: null,
      location: null,
      latitude: null,
      longitude: null,
      tags: '[]',
      format_version: null,
      schema_version: null,
      source_upload_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('project_users').values({ project_id: id, user_id: ownerId, role: 'OWNER' }).execute();
  return id;
}

export async function addMember(db: Kysely<Database>, projectId: string, userId: string, role: ProjectRole) {
  await db.insertInto('project_users').values({ project_id: projectId, user_id: userId, role }).execute();
}

let ipCounter = 0;
/** Public OTP calls from their own address each, so the per-IP limits stay out of the way unless tested. */
export const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export function postPublic(t: TestApp, url: string, payload?: object, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    ...(payload ? { headers: { 'content-type': 'application/json' }, payload } : {}),
  });
}

/** Shares a project by e-mail as `owner` and returns the key from the invitation mail. */
export async function createSecureShare(t: TestApp, outbox: string, owner: TestSession, projectId: string, email: string) {
  const created = await t.call('POST', `/shareapi/v1/projects/${projectId}/secure-shares`, { session: owner, body: { email } });
  if (created.statusCode !== 201) throw new Error(`share failed: ${created.statusCode} ${created.body}`);
  const mail = await waitForMail(outbox, (entry) => entry.to === email && /shared/.test(entry.subject));
  const keyId = /\/secure-project-view\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  return { shareId: created.json<{ shareId: string }>().shareId, keyId };
}

/** Asks for a code and reads it from the mail it arrives in. */
// Mails already read: a second code for the same address must come from a newer mail.
const seenMails = new Set<string>();

export async function requestCode(t: TestApp, outbox: string, keyId: string, email: string, seen = seenMails) {
  const response = await postPublic(t, `/shareapi/secureProjectView/${keyId}/code`);
  if (response.statusCode !== 202) throw new Error(`code request failed: ${response.statusCode} ${response.body}`);
  const mail = await waitForMail(outbox, (entry) => entry.to === email && /one-time code/.test(entry.subject), seen);
  return readOneTimeCode(mail.text);
}

export function sessionFrom(response: Awaited<ReturnType<typeof postPublic>>): TestSession {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return { cookie: list.map((line) => line.split(';')[0]).join('; '), csrfToken: String(response.headers.csrftoken), userId: '' };
}

/** The whole recipient journey: share, ask for a code, sign in with it; answers the GUEST session. */
export async function signInAsGuest(t: TestApp, outbox: string, owner: TestSession, projectId: string) {
  const email = `guest-${unique()}@outside.test`;
  const share = await createSecureShare(t, outbox, owner, projectId, email);
  const code = await requestCode(t, outbox, share.keyId, email);
  const login = await postPublic(t, '/shareapi/secureProjectView/login', { keyId: share.keyId, code });
  if (login.statusCode !== 200) throw new Error(`otp login failed: ${login.statusCode} ${login.body}`);
  return { session: sessionFrom(login), ...share, email };
}
