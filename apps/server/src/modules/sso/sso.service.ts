import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import type { CacheProvider, Profile } from '@node-saml/node-saml';
import { emailDomainOf, type CheckSsoResult, type OrgSsoSettings, type SsoRefusalCode } from '@airscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import { decideOrgAction } from '../org/index.ts';
import { hashPassword } from '../auth/index.ts';
import { createSecretToken, hashToken, tokensEqual } from '../auth/index.ts';
import { fetchIdpMetadata } from './idp-metadata-fetch.ts';
import { IdpMetadataError, parseIdpMetadata } from './idp-metadata.ts';
import { refuseAlgorithms, signatureAlgorithmsOf, type SignatureAlgorithms } from './saml-algorithms.ts';
import { emailFrom, namesFrom } from './saml-attributes.ts';
import {
  classifySamlFailure,
  createServiceProvider,
  SAML_REQUEST_LIFETIME_MS,
  serviceProviderIdentity,
  serviceProviderMetadata,
} from './saml-service-provider.ts';
import type { OrgSsoSettingsRow, SsoRepository, SsoSettingsChanges } from './sso.repository.ts';

export interface SsoServiceDeps {
  sso: SsoRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Reads metadata from a URL; replaceable so tests need no public https server. */
  fetchMetadata?: (url: string) => Promise<string>;
}

export interface SettingsUpdate {
  enabled?: boolean | undefined;
  ssoOnly?: boolean | undefined;
  emailAttribute?: string | undefined;
  metadataXml?: string | undefined;
  metadataUrl?: string | undefined;
  allowSha1?: boolean | undefined;
}

/** A refused single sign-on; the code names the reason shown to the user. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoRefusalCode,
    detail: string,
  ) {
    super(detail);
  }
}

const EMAIL_PATTERN = /^[^\s@<>]{1,200}@[^\s@<>]{1,253}$/;

/** Only a path of our own site is a place to go back to after signing in. */
function safeRedirect(target: string | undefined): string | null {
  return target && /^\/(?![/\\])[^\s]*$/.test(target) && target.length <= 2000 ? target : null;
}

function firstText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : undefined;
}

type XmlNode = { $?: Record<string, string>; [key: string]: unknown };
const children = (node: unknown, name: string): XmlNode[] =>
  ((node as Record<string, unknown> | undefined)?.[name] as XmlNode[] | undefined) ?? [];

/**
 * The unverified response's InResponseTo and Destination (used to find the request, then checked by the library)
 * and the signature algorithms it names (checked against the connection before any signature is verified).
 */
function readEnvelope(samlResponse: string): { inResponseTo: string | null; destination: string | null; algorithms: SignatureAlgorithms } {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  if (/<!DOCTYPE/i.test(xml)) throw new SsoRefusal('invalid-response', 'DOCTYPE in response');
  try {
    const document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
    const attribute = (name: string) => {
      const nodes = xpath.select(`/*[local-name()='Response']/@${name}`, document as unknown as Node) as Attr[];
      return nodes[0]?.value ?? null;
    };
    return {
      inResponseTo: attribute('InResponseTo'),
      destination: attribute('Destination'),
      algorithms: signatureAlgorithmsOf(document as unknown as Node),
    };
  } catch (error) {
    throw new SsoRefusal('invalid-response', error instanceof Error ? error.message : 'unreadable response');
  }
}

export function createSsoService(deps: SsoServiceDeps) {
  const { sso, clock, log } = deps;
  const fetchMetadata = deps.fetchMetadata ?? fetchIdpMetadata;

  async function present(orgId: string, row: OrgSsoSettingsRow | undefined): Promise<OrgSsoSettings> {
    const sp = serviceProviderIdentity(deps.publicUrl, orgId);
    return {
      orgId,
      enabled: row?.enabled ?? false,
      ssoOnly: row?.sso_only ?? false,
      emailAttribute: row?.email_attribute ?? 'email',
      idpEntityId: row?.idp_entity_id ?? null,
      idpSsoUrl: row?.idp_sso_url ?? null,
      metadataUrl: row?.metadata_url ?? null,
      spEntityId: sp.entityId,
      acsUrl: sp.acsUrl,
      spMetadataUrl: sp.entityId,
      spMetadataXml: serviceProviderMetadata(sp),
      emailDomains: (await sso.findOrgEmailDomains(orgId)) ?? [],
      allowSha1: row?.allow_sha1 ?? false,
    };
  }

  function assertAdmin(actor: Actor, orgId: string) {
    const verdict = decideOrgAction(actor.user, orgId, 'update');
    if (verdict === 'not-found') throw notFound();
    if (verdict === 'forbidden') throw forbidden();
  }

  /** Requests are looked up in our table; node-saml's own removal is ignored so a replay is reported as one. */
  function requestCache(orgId: string, redirectTo: string | null, browserToken: string | null = null): CacheProvider {
    return {
      async saveAsync(key, value) {
        const createdAt = clock.now();
        await sso.deleteStale(new Date(createdAt.getTime() - SAML_REQUEST_LIFETIME_MS), createdAt);
        await sso.insertRequest({
          id: key,
          org_id: orgId,
          redirect_to: redirectTo,
          browser_hash: browserToken ? hashToken(browserToken) : null,
          created_at: createdAt,
        });
        return { value, createdAt: createdAt.getTime() };
      },
      async getAsync(key) {
        const row = await sso.findRequest(key);
        return row && row.org_id === orgId ? new Date(row.created_at).toISOString() : null;
      },
      removeAsync: async () => null,
    };
  }

  async function findOrCreateUser(orgId: string, email: string, profile: Profile) {
    const names = namesFrom(profile);
    const domains = (await sso.findOrgEmailDomains(orgId)) ?? [];
    if (!domains.includes(emailDomainOf(email))) throw new SsoRefusal('not-allowed', 'address outside the organisation’s domains');
    const existing = await sso.findUserByEmail(email);
    // An identity provider speaks only for its own organisation's accounts.
    if (existing) {
      if (existing.org_id !== orgId || existing.disabled)
        throw new SsoRefusal('not-allowed', 'account of another organisation or disabled');
      if (!existing.first_name && !existing.last_name && (names.firstName || names.lastName))
        await sso.fillMissingNames(existing.id, names, clock.now());
      return { user: existing, created: false };
    }
    const at = clock.now();
    const created = await sso.insertOrgUser({
      email,
      // Nobody knows this password: the account signs in through its identity provider.
      passwordHash: await hashPassword(createSecretToken()),
      ...names,
      orgId,
      at,
    });
    const user = created ?? (await sso.findUserByEmail(email));
    if (!user || user.org_id !== orgId) throw new SsoRefusal('not-allowed', 'account could not be created');
    return { user, created: created !== undefined };
  }

  return {
    async checkSso(email: string): Promise<CheckSsoResult> {
      const org = EMAIL_PATTERN.test(email) ? await sso.findEnabledOrgForDomain(emailDomainOf(email)) : undefined;
      if (!org) return { sso: false, ssoOnly: false, loginUrl: null };
      return { sso: true, ssoOnly: org.sso_only, loginUrl: `/authapi/v1/sso/login?${new URLSearchParams({ email: email.trim() })}` };
    },

    /**
     * Records an authentication request and answers the identity provider's URL carrying it. With a
     * browser token the answer is accepted only from the browser holding it (no login CSRF).
     */
    async startLogin(email: string, redirect: string | undefined, browserToken: string | null): Promise<string> {
      const org = EMAIL_PATTERN.test(email) ? await sso.findEnabledOrgForDomain(emailDomainOf(email)) : undefined;
      const settings = org ? await sso.findSettings(org.org_id) : undefined;
      if (!org || !settings?.idp_sso_url) throw notFound();
      const sp = serviceProviderIdentity(deps.publicUrl, org.org_id);
      const saml = createServiceProvider(
        sp,
        { ssoUrl: settings.idp_sso_url, certificates: settings.idp_certificates },
        requestCache(org.org_id, safeRedirect(redirect), browserToken),
      );
      const url = new URL(await saml.getAuthorizeUrlAsync('', undefined, {}));
      // The IdP needs to know which address to prefill; many accept login_hint.
      url.searchParams.set('login_hint', email.trim());
      return url.toString();
    },

    /** The assertion consumer: every check node-saml makes plus recipient, issuer, replay and the account rules. */
    async consume(
      samlResponse: string,
      browserToken: string | undefined,
    ): Promise<{ userId: string; redirectTo: string | null; created: boolean }> {
      const envelope = readEnvelope(samlResponse);
      if (!envelope.inResponseTo) throw new SsoRefusal('unknown-request', 'no InResponseTo (IdP-initiated sign-in is not accepted)');
      const request = await sso.findRequest(envelope.inResponseTo);
      if (!request) throw new SsoRefusal('unknown-request', 'InResponseTo names no request of ours');
      // Someone else's response posted into this browser would sign it in as them.
      if (request.browser_hash && !(browserToken && tokensEqual(hashToken(browserToken), request.browser_hash))) {
        throw new SsoRefusal('unknown-request', 'response posted in another browser than the one that started the sign-in');
      }
      const settings = await sso.findSettings(request.org_id);
      if (!settings?.enabled || !settings.idp_entity_id) throw new SsoRefusal('not-configured', 'SSO is off for the organisation');
      const sp = serviceProviderIdentity(deps.publicUrl, request.org_id);
      if (envelope.destination !== null && envelope.destination !== sp.acsUrl)
        throw new SsoRefusal('wrong-recipient', `Destination ${envelope.destination}`);
      // SHA-1 is refused before any signature is checked: a collision makes a SHA-1 signature prove nothing.
      const weak = refuseAlgorithms(envelope.algorithms, settings.allow_sha1);
      if (weak === 'sha1') throw new SsoRefusal('weak-signature', 'SHA-1 signature or digest, not allowed for this identity provider');
      if (weak === 'unsupported')
        throw new SsoRefusal(
          'invalid-signature',
          `unsupported algorithm in ${[...envelope.algorithms.signatures, ...envelope.algorithms.digests].join(', ')}`,
        );
      const saml = createServiceProvider(
        sp,
        { ssoUrl: settings.idp_sso_url, certificates: settings.idp_certificates },
        requestCache(request.org_id, null),
      );
      let profile: Profile | null;
      try {
        profile = (await saml.validatePostResponseAsync({ SAMLResponse: samlResponse })).profile;
      } catch (error) {
        throw new SsoRefusal(classifySamlFailure(error), error instanceof Error ? error.message : String(error));
      }
      if (!profile) throw new SsoRefusal('invalid-response', 'no assertion');
      if (profile.issuer !== settings.idp_entity_id) throw new SsoRefusal('invalid-signature', `issuer ${profile.issuer}`);
      const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode } | undefined)?.Assertion;
      const assertionId = assertion?.$?.ID;
      if (!assertion || !assertionId) throw new SsoRefusal('invalid-response', 'assertion without ID');
      const confirmations = children(children(assertion, 'Subject')[0], 'SubjectConfirmation').flatMap((c) =>
        children(c, 'SubjectConfirmationData'),
      );
      const recipients = confirmations.map((data) => data.$?.Recipient).filter((value): value is string => typeof value === 'string');
      if (recipients.length === 0 || recipients.some((recipient) => recipient !== sp.acsUrl)) {
        throw new SsoRefusal('wrong-recipient', `Recipient ${recipients.join(', ') || 'missing'}`);
      }
      const now = clock.now();
      const notOnOrAfter = children(assertion, 'Conditions')[0]?.$?.NotOnOrAfter ?? confirmations[0]?.$?.NotOnOrAfter;
      const expiry = notOnOrAfter ? Date.parse(notOnOrAfter) : Number.NaN;
      const keepUntil = new Date(Math.max(Number.isFinite(expiry) ? expiry : 0, now.getTime()) + 24 * 3600_000);
      const fresh = await sso.rememberAssertion({
        id: assertionId,
        issuer: profile.issuer,
        org_id: request.org_id,
        used_at: now,
        keep_until: keepUntil,
      });
      if (!fresh) throw new SsoRefusal('replayed', `assertion ${assertionId} was used before`);
      if (!(await sso.consumeRequest(request.id, now))) throw new SsoRefusal('replayed', `request ${request.id} was answered before`);
      const email = (settings.email_attribute ? emailFrom(profile, settings.email_attribute) : firstText(profile.nameID))?.toLowerCase();
      if (!email || !EMAIL_PATTERN.test(email)) throw new SsoRefusal('no-email', `no e-mail in ${settings.email_attribute || 'NameID'}`);
      const { user, created } = await findOrCreateUser(request.org_id, email, profile);
      if (created)
        log.info({ event: 'sso.user-created', userId: user.id, orgId: request.org_id }, 'account created at first single sign-on');
      return { userId: user.id, redirectTo: request.redirect_to, created };
    },

    async spMetadata(orgId: string): Promise<string> {
      if (!isUuid(orgId) || !(await sso.findOrgEmailDomains(orgId))) throw notFound();
      return serviceProviderMetadata(serviceProviderIdentity(deps.publicUrl, orgId));
    },

    async settings(actor: Actor, orgId: string): Promise<OrgSsoSettings> {
      assertAdmin(actor, orgId);
      return present(orgId, await sso.findSettings(orgId));
    },

    async updateSettings(actor: Actor, orgId: string, update: SettingsUpdate): Promise<OrgSsoSettings> {
      assertAdmin(actor, orgId);
      const current = await sso.findSettings(orgId);
      const changes: SsoSettingsChanges = {};
      const metadataText = update.metadataUrl !== undefined ? await readMetadataUrl(update.metadataUrl) : update.metadataXml;
      if (metadataText !== undefined) {
        let metadata;
        try {
          metadata = parseIdpMetadata(metadataText);
        } catch (error) {
          throw new HttpError(
            400,
            error instanceof IdpMetadataError ? error.message : 'The metadata could not be read.',
            'INVALID_METADATA',
          );
        }
        Object.assign(changes, {
          idp_entity_id: metadata.entityId,
          idp_sso_url: metadata.ssoUrl,
          idp_certificates: metadata.certificates,
          idp_metadata_xml: metadataText,
          metadata_url: update.metadataUrl ?? null,
        });
      }
      if (update.emailAttribute !== undefined) changes.email_attribute = update.emailAttribute;
      if (update.ssoOnly !== undefined) changes.sso_only = update.ssoOnly;
      if (update.enabled !== undefined) changes.enabled = update.enabled;
      if (update.allowSha1 !== undefined) changes.allow_sha1 = update.allowSha1;
      const hasIdp = (changes.idp_entity_id ?? current?.idp_entity_id ?? null) !== null;
      if ((changes.enabled ?? current?.enabled) && !hasIdp) {
        throw new HttpError(400, 'Add the identity provider’s metadata before switching single sign-on on.', 'SSO_NOT_READY');
      }
      const row = await sso.saveSettings(orgId, changes, clock.now());
      log.info(
        { event: 'sso.settings-changed', orgId, by: actor.user.id, enabled: row.enabled, ssoOnly: row.sso_only, allowSha1: row.allow_sha1 },
        'single sign-on settings changed',
      );
      return present(orgId, row);
    },

    isPasswordSignInDisabled: (orgId: string | null) => sso.isSsoOnly(orgId),
  };

  async function readMetadataUrl(url: string): Promise<string> {
    try {
      return await fetchMetadata(url);
    } catch (error) {
      throw new HttpError(
        400,
        error instanceof IdpMetadataError ? error.message : 'The metadata URL could not be read.',
        'INVALID_METADATA',
      );
    }
  }
}
export type SsoService = ReturnType<typeof createSsoService>;
