import { describe, expect, it } from 'vitest';
import { emailFrom, namesFrom } from './saml-attributes.ts';

describe('SAML attribute names', () => {
  it('reads names by friendly name or by the X.500/LDAP profile OID', () => {
    expect(namesFrom({ givenName: 'Sina', sn: 'Single' })).toEqual({ firstName: 'Sina', lastName: 'Single' });
    expect(namesFrom({ 'urn:oid:2.5.4.42': ['Ada'], 'urn:oid:2.5.4.4': ['Lovelace'] })).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(namesFrom({ 'urn:oid:2.16.840.1.113730.3.1.241': 'Grace Hopper' })).toEqual({ firstName: 'Grace Hopper', lastName: '' });
    expect(namesFrom({ displayName: 'Shown', sn: 'Only' })).toEqual({ firstName: '', lastName: 'Only' });
    expect(namesFrom({ givenName: '  ' })).toEqual({ firstName: '', lastName: '' });
  });

  it('finds the e-mail under any standard name when the configured one is standard, and only there otherwise', () => {
    expect(emailFrom({ 'urn:oid:0.9.2342.19200300.100.1.3': 'a@x.example' }, 'email')).toBe('a@x.example');
    expect(emailFrom({ mail: 'b@x.example', email: 'c@x.example' }, 'email')).toBe('c@x.example');
    expect(emailFrom({ email: 'd@x.example' }, 'corpMail')).toBeUndefined();
    expect(emailFrom({ corpMail: ['e@x.example'] }, 'corpMail')).toBe('e@x.example');
  });
});
