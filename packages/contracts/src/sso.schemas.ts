import { z } from 'zod';

/** What the login page learns about an address before asking for a password. */
export const CheckSsoResultSchema = z.object({
  /** The address's domain belongs to an organisation that signs in through its identity provider. */
  sso: z.boolean(),
  /** Passwords are switched off for that organisation's users. */
  ssoOnly: z.boolean(),
  /** Where the browser goes to start single sign-on; null without SSO. */
  loginUrl: z.string().nullable(),
});
export type CheckSsoResult = z.infer<typeof CheckSsoResultSchema>;

/** The SAML attribute that carries the user's e-mail; empty means the assertion's NameID. */
export const SsoEmailAttributeSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^[^\s<>"]*$/);

/** An organisation's single sign-on settings as its admins see them. */
export const OrgSsoSettingsSchema = z.object({
  orgId: z.string(),
  enabled: z.boolean(),
  ssoOnly: z.boolean(),
  emailAttribute: z.string(),
  /** Null until identity-provider metadata has been given. */
  idpEntityId: z.string().nullable(),
  idpSsoUrl: z.string().nullable(),
  /** Where the metadata was read from, when it came from a URL. */
  metadataUrl: z.string().nullable(),
  /** What to give the identity provider: our entity id, assertion consumer URL and metadata. */
  spEntityId: z.string(),
  acsUrl: z.string(),
  spMetadataUrl: z.string(),
  spMetadataXml: z.string(),
  /** The organisation's e-mail domains, which are routed to single sign-on. */
  emailDomains: z.array(z.string()),
  /** Accept assertions signed with RSA-SHA1 or digested with SHA-1, for a legacy identity provider; off by default. */
  allowSha1: z.boolean(),
});
export type OrgSsoSettings = z.infer<typeof OrgSsoSettingsSchema>;

export const MAX_IDP_METADATA_CHARS = 200_000;
/** The largest SAML response we read: big enough for a signed assertion with certificates and many attributes. */
export const MAX_SAML_RESPONSE_CHARS = 400_000;

export const OrgSsoSettingsUpdateSchema = z
  .object({
    enabled: z.boolean(),
    ssoOnly: z.boolean(),
    emailAttribute: SsoEmailAttributeSchema,
    /** Identity-provider metadata as XML text (an uploaded file's content). */
    metadataXml: z.string().min(1).max(MAX_IDP_METADATA_CHARS),
    /** Or an https URL the server reads the metadata from. */
    metadataUrl: z.string().url().max(2000),
    allowSha1: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => !(body.metadataXml !== undefined && body.metadataUrl !== undefined), {
    message: 'Give the metadata as XML or as a URL, not both',
  });

/** Why a password sign-in is refused for an organisation that uses single sign-on only. */
export const SSO_ONLY_TEXT = 'Your organisation signs in through single sign-on. Use your organisation’s sign-in.';

/** Why a single sign-on response was refused; the `error` query of /saml-consume carries the code. */
export const SSO_REFUSAL_CODES = [
  'invalid-signature',
  'weak-signature',
  'expired',
  'wrong-audience',
  'wrong-recipient',
  'unknown-request',
  'replayed',
  'no-email',
  'not-allowed',
  'not-configured',
  'invalid-response',
] as const;
export type SsoRefusalCode = (typeof SSO_REFUSAL_CODES)[number];

/** The English text of each refusal, shown on the single sign-on return page. */
export const SSO_REFUSAL_TEXT: Record<SsoRefusalCode, string> = {
  'invalid-signature': 'The sign-in response from your identity provider was altered or is not signed with its certificate.',
  'weak-signature':
    'Your identity provider signed the sign-in response with SHA-1, which is no longer accepted. Ask your administrator to switch the identity provider to SHA-256.',
  expired: 'The sign-in response from your identity provider has expired. Please sign in again.',
  'wrong-audience': 'The sign-in response was issued for another service, not for Airscope.',
  'wrong-recipient': 'The sign-in response was addressed to another sign-in address.',
  'unknown-request': 'The sign-in response does not answer a sign-in started here. Please sign in again.',
  replayed: 'This sign-in response has already been used. Please sign in again.',
  'no-email': 'The identity provider did not send an e-mail address for this user.',
  'not-allowed': 'This e-mail address cannot sign in through your organisation’s identity provider.',
  'not-configured': 'Single sign-on is not set up for this organisation.',
  'invalid-response': 'The sign-in response from your identity provider could not be read.',
};
