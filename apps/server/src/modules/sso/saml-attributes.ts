/**
 * The names a user's attributes arrive under. Friendly names are what many identity providers send; the
 * `urn:oid:` names are the SAML V2.0 X.500/LDAP attribute profile's (NameFormat
 * urn:oasis:names:tc:SAML:2.0:attrname-format:uri), which eduPerson, the SAML2 interoperability profile and
 * Shibboleth-style IdPs use: mail 0.9.2342.19200300.100.1.3, givenName 2.5.4.42, sn 2.5.4.4, displayName
 * 2.16.840.1.113730.3.1.241.
 */
export const SAML_ATTRIBUTE_NAMES = {
  email: ['email', 'mail', 'emailAddress', 'urn:oid:0.9.2342.19200300.100.1.3'],
  givenName: ['givenName', 'firstName', 'urn:oid:2.5.4.42'],
  surname: ['sn', 'surname', 'lastName', 'urn:oid:2.5.4.4'],
  displayName: ['displayName', 'urn:oid:2.16.840.1.113730.3.1.241'],
} as const;

type Attributes = Readonly<Record<string, unknown>>;

function firstText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const text = typeof first === 'string' ? first.trim() : undefined;
  return text ? text : undefined;
}

const firstOf = (attributes: Attributes, names: readonly string[]) =>
  names.map((name) => (Object.hasOwn(attributes, name) ? firstText(attributes[name]) : undefined)).find((text) => text !== undefined);

/**
 * The e-mail from the attribute the organisation named; when that is one of the standard e-mail names, any
 * other standard name for the same attribute counts too (an IdP sending the OID still matches "email").
 */
export function emailFrom(attributes: Attributes, configured: string): string | undefined {
  const standard = (SAML_ATTRIBUTE_NAMES.email as readonly string[]).includes(configured);
  return firstOf(attributes, standard ? [configured, ...SAML_ATTRIBUTE_NAMES.email] : [configured]);
}

/** First and last name; with neither given nor surname, the display name stands as the first name. */
export function namesFrom(attributes: Attributes): { firstName: string; lastName: string } {
  const given = firstOf(attributes, SAML_ATTRIBUTE_NAMES.givenName);
  const surname = firstOf(attributes, SAML_ATTRIBUTE_NAMES.surname);
  const display = given || surname ? undefined : firstOf(attributes, SAML_ATTRIBUTE_NAMES.displayName);
  return { firstName: (given ?? display ?? '').slice(0, 100), lastName: (surname ?? '').slice(0, 100) };
}
