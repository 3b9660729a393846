import { describe, expect, it } from 'vitest';
import { ControllerError } from './controller-client.ts';
import { createControllerClient } from './create-controller-client.ts';

describe('createControllerClient', () => {
  it("gives each supported vendor its own API's client", () => {
    expect(createControllerClient('MERAKI', { baseUrl: 'https://api.meraki.com/api/v1', apiKey: 'k' }).vendor).toBe('MERAKI');
    expect(createControllerClient('MIST', { baseUrl: 'https://api.mist.com', apiKey: 'k' }).vendor).toBe('MIST');
    expect(createControllerClient('CATALYST_CENTER', { baseUrl: 'https://dnac.example', username: 'u', password: 'p' }).vendor).toBe(
      'CATALYST_CENTER',
    );
  });

  it('asks Catalyst Center for a username and password, not a key', () => {
    expect(() => createControllerClient('CATALYST_CENTER', { baseUrl: 'https://dnac.example', apiKey: 'k' })).toThrow(
      new ControllerError('KEY_REFUSED', 'Catalyst Center needs a username and password'),
    );
  });

  it('refuses an address that is not a web address before any call', () => {
    expect(() => createControllerClient('MIST', { baseUrl: 'ftp://api.mist.com', apiKey: 'k' })).toThrow(/must start with https/);
    expect(() => createControllerClient('MIST', { baseUrl: 'not a url', apiKey: 'k' })).toThrow(/is not a web address/);
  });

  it('asks for the key when there is none', () => {
    expect(() => createControllerClient('MERAKI', { baseUrl: 'https://api.meraki.com/api/v1' })).toThrow('Meraki needs an API key');
  });
});
