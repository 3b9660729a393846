import { CatalystCenterClient } from './catalyst-client.ts';
import {
  type ControllerClient,
  type ControllerClientOptions,
  type ControllerCredentials,
  type ControllerVendor,
} from './controller-client.ts';
import { MerakiClient } from './meraki-client.ts';
import { MistClient } from './mist-client.ts';

/** The client for a connection's vendor; the only place that knows which class speaks which API. */
export function createControllerClient(
  vendor: ControllerVendor,
  credentials: ControllerCredentials,
  options: ControllerClientOptions = {},
): ControllerClient {
  switch (vendor) {
    case 'MERAKI':
      return new MerakiClient(credentials, options);
    case 'MIST':
      return new MistClient(credentials, options);
    case 'CATALYST_CENTER':
      return new CatalystCenterClient(credentials, options);
  }
}
