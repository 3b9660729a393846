import type { OutboundAddressPolicy, OutboundLog, Resolver } from '../../../http/outbound/index.ts';

/**
 * What the product reads from a network controller, whichever vendor it is. Each vendor client
 * (Catalyst Center, Meraki, Mist) turns that vendor's published API into these shapes, so import and
 * sync never see a vendor's field names.
 */

export type ControllerVendor = 'CATALYST_CENTER' | 'MERAKI' | 'MIST';

/** How the product reaches one controller. Catalyst Center signs in with username + password for a token; the others take an API key. */
export interface ControllerCredentials {
  baseUrl: string;
  apiKey?: string;
  username?: string;
  password?: string;
}

/** A place the controller can hand over as one project: a Catalyst Center building, a Meraki network, a Mist site. */
export interface ControllerSiteSummary {
  id: string;
  name: string;
  /** Names of the parents, outermost first (Catalyst Center areas; the Meraki organisation; the Mist organisation). */
  path: string[];
}

export interface ControllerFloorImage {
  bytes: Uint8Array;
  mediaType: string;
  widthPx: number;
  heightPx: number;
}

export interface ControllerFloor {
  id: string;
  name: string;
  /** Storey number where the controller keeps one, else null. */
  level: number | null;
  /** Size of the floor map in metres; null when the controller keeps no scale for it (a Mist map with ppm 0). */
  widthM: number | null;
  heightM: number | null;
  /** Size of the map in the pixels the controller counts AP positions in (Mist), else null. */
  widthPx: number | null;
  heightPx: number | null;
  image: ControllerFloorImage | null;
}

export type ControllerBand = '2.4' | '5' | '6';

export interface ControllerRadio {
  band: ControllerBand;
  channel: number | null;
  txPowerDbm: number | null;
}

export interface ControllerAccessPoint {
  /** The controller's own id of the device. */
  id: string;
  name: string;
  /** Lower case, colon separated: aa:bb:cc:dd:ee:ff. */
  mac: string;
  model: string | null;
  /** Null when the controller has the AP on no floor map. */
  floorId: string | null;
  /** Metres from the floor map's top-left corner, x to the right and y down; null when unplaced. */
  xM: number | null;
  yM: number | null;
  /** Pixels on the floor's map where the controller counts so (Mist); what places an AP on a map without a scale. */
  xPx?: number | null;
  yPx?: number | null;
  radios: ControllerRadio[];
}

export interface ControllerSite {
  id: string;
  name: string;
  floors: ControllerFloor[];
  accessPoints: ControllerAccessPoint[];
}

export interface ControllerClient {
  readonly vendor: ControllerVendor;
  /** Checks the credentials with a real call; the name of what they open (organisation or account). */
  verify(): Promise<{ accountName: string }>;
  listSites(): Promise<ControllerSiteSummary[]>;
  fetchSite(siteId: string): Promise<ControllerSite>;
}

export type ControllerErrorCode =
  'KEY_REFUSED' | 'TIMEOUT' | 'UNREACHABLE' | 'RATE_LIMITED' | 'BAD_RESPONSE' | 'NOT_FOUND' | 'ADDRESS_REFUSED';

/** A failure a user can act on; `message` is shown as it is ("The key was refused by Meraki", "Catalyst Center did not answer in 30 s"). */
export class ControllerError extends Error {
  constructor(
    readonly code: ControllerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ControllerError';
  }
}

export const VENDOR_NAMES: Record<ControllerVendor, string> = {
  CATALYST_CENTER: 'Catalyst Center',
  MERAKI: 'Meraki',
  MIST: 'Mist',
};

/** Where the server may connect for a controller: the server's one outbound address policy (docs/security.md I2). */
export type ControllerAddressPolicy = OutboundAddressPolicy;

export interface ControllerClientOptions {
  /** Per-request timeout; the error message names it in seconds. */
  timeoutMs?: number;
  /** How many times a 429 is retried after its Retry-After before RATE_LIMITED is thrown. */
  maxRetries?: number;
  /** Items asked for per page where the vendor pages a list (Meraki perPage, Mist limit, Catalyst Center limit). */
  pageSize?: number;
  /** Where the server may connect (docs/security.md I2); strict (public https only) when not given. */
  addressPolicy?: ControllerAddressPolicy;
  /** How host names become addresses; the system's resolver unless a test gives its own. */
  resolver?: Resolver;
  /** Where a refused or failed connection's detail is written (debug), never into the user's message. */
  log?: OutboundLog;
}
