import type {
  ControllerAccessPoint,
  ControllerBand,
  ControllerClient,
  ControllerClientOptions,
  ControllerCredentials,
  ControllerFloor,
  ControllerRadio,
  ControllerSite,
  ControllerSiteSummary,
} from './controller-client.ts';
import { ControllerError } from './controller-client.ts';
import { normaliseMac, numberOrNull, positiveOrNull } from './floor-geometry.ts';
import { VendorHttp } from './vendor-http.ts';

/**
 * Cisco Catalyst Center intent API (test-data/controllers/catalyst-center/openapi.json, assembled from Cisco's
 * dnacentersdk): authenticationApi (HTTP Basic → { Token }, sent as X-Auth-Token; "valid for 1 hour", so a 401
 * on a later call signs in once more) → getSites (areas, buildings, floors joined by parentId, paged by
 * offset/limit) → getFloorSettings + getsAFloor (width/length in the floor's unitsOfMeasure, feet or meters) +
 * getAccessPointsPositions (position x/y in the same unit, from the map's top-left corner). The API offers no
 * floor image download (only uploadImage), so floors come with their size and no image.
 */

type Obj = Record<string, unknown>;

const DEFAULT_PAGE_SIZE = 500;
/** A runaway pager (a server ignoring `offset`) stops here instead of looping for ever. */
const MAX_PAGES = 1000;
const FOOT_M = 0.3048;
const REFUSED = 'The username or password was refused by Catalyst Center';

/** Metres from a length in a Catalyst Center unit of measure ('feet' or 'meters'); null for another unit. */
export function catalystLengthToMetres(value: number, unit: unknown): number | null {
  if (unit === 'meters') return value;
  if (unit === 'feet') return value * FOOT_M;
  return null;
}

function bandOf(value: unknown): ControllerBand | null {
  const n = numberOrNull(value);
  if (n === null) return null;
  if (n >= 2 && n < 3) return '2.4';
  if (n >= 5 && n < 6) return '5';
  if (n >= 6 && n < 8) return '6';
  return null;
}

export class CatalystCenterClient implements ControllerClient {
  readonly vendor = 'CATALYST_CENTER' as const;
  private readonly http: VendorHttp;
  private readonly basic: string;
  private readonly pageSize: number;
  private readonly account: string;
  private token: string | null = null;

  constructor(credentials: ControllerCredentials, options: ControllerClientOptions = {}) {
    if (!credentials.username || !credentials.password)
      throw new ControllerError('KEY_REFUSED', 'Catalyst Center needs a username and password');
    this.http = new VendorHttp('CATALYST_CENTER', credentials.baseUrl, options);
    this.basic = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
    this.pageSize = Math.min(options.pageSize ?? DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    this.account = `${credentials.username} at ${new URL(credentials.baseUrl).host}`;
  }

  async verify(): Promise<{ accountName: string }> {
    await this.signIn();
    await this.get('/dna/intent/api/v1/sites', { type: 'building', offset: 1, limit: 1 });
    return { accountName: this.account };
  }

  async listSites(): Promise<ControllerSiteSummary[]> {
    return (await this.sites('building')).map((b) => ({ id: String(b.id), name: String(b.name ?? b.id), path: parents(b) }));
  }

  async fetchSite(siteId: string): Promise<ControllerSite> {
    const building = (await this.sites('building')).find((b) => b.id === siteId);
    if (!building) throw new ControllerError('NOT_FOUND', `Catalyst Center has no building with id ${siteId}`);
    const settings = ((await this.get('/dna/intent/api/v2/floors/settings')) as Obj | null)?.response as Obj | undefined;
    const floors: ControllerFloor[] = [];
    const accessPoints: ControllerAccessPoint[] = [];
    for (const summary of (await this.sites('floor')).filter((f) => f.parentId === siteId)) {
      const id = String(summary.id);
      const floor = (((await this.get(`/dna/intent/api/v2/floors/${encodeURIComponent(id)}`)) as Obj | null)?.response ?? summary) as Obj;
      // A floor states its unit; the floor settings ("UI user preference for floor unit system") cover one that does not.
      const unit = floor.unitsOfMeasure ?? settings?.unitsOfMeasure;
      const metres = (v: unknown): number | null => {
        const n = numberOrNull(v);
        return n === null ? null : catalystLengthToMetres(n, unit);
      };
      floors.push({
        id,
        name: String(floor.name ?? summary.name ?? id),
        level: numberOrNull(floor.floorNumber),
        // A floor without a size has no scale: a size of 0 is no size.
        widthM: positiveOrNull(metres(floor.width)),
        heightM: positiveOrNull(metres(floor.length)),
        widthPx: null,
        heightPx: null,
        image: null,
      });
      for (const ap of await this.pages(`/dna/intent/api/v2/floors/${encodeURIComponent(id)}/accessPointPositions`)) {
        const mac = normaliseMac(ap.macAddress);
        if (!mac) continue;
        const position = ap.position as Obj | undefined;
        const xM = metres(position?.x);
        const yM = metres(position?.y);
        accessPoints.push({
          id: String(ap.id ?? mac),
          name: String(ap.name || mac),
          mac,
          model: typeof ap.model === 'string' ? ap.model : null,
          floorId: id,
          xM: xM !== null && yM !== null ? xM : null,
          yM: xM !== null && yM !== null ? yM : null,
          radios: radios(ap.radios),
        });
      }
    }
    return { id: siteId, name: String(building.name ?? siteId), floors, accessPoints };
  }

  private async signIn(): Promise<string> {
    const url = this.http.url('/dna/system/api/v1/auth/token');
    const res = await this.refusedAs(() => this.http.json(url, { authorization: this.basic }, { method: 'POST' }));
    const token = (res.body as Obj | null)?.Token;
    if (typeof token !== 'string' || token === '')
      throw new ControllerError('BAD_RESPONSE', 'Catalyst Center answered the sign-in without a token');
    this.token = token;
    return token;
  }

  /** One documented GET with the token; a refused token (expired after its hour) gets one fresh sign-in. */
  private async get(pathname: string, query: Record<string, string | number> = {}): Promise<unknown> {
    const url = this.http.url(pathname, query);
    const token = this.token ?? (await this.signIn());
    try {
      return (await this.http.json(url, { 'x-auth-token': token })).body;
    } catch (err) {
      if (!(err instanceof ControllerError) || err.code !== 'KEY_REFUSED') throw err;
    }
    const fresh = await this.signIn();
    return (await this.refusedAs(() => this.http.json(url, { 'x-auth-token': fresh }))).body;
  }

  private async refusedAs<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof ControllerError && err.code === 'KEY_REFUSED') throw new ControllerError('KEY_REFUSED', REFUSED);
      throw err;
    }
  }

  private sites(type: 'building' | 'floor'): Promise<Obj[]> {
    return this.pages('/dna/intent/api/v1/sites', { type });
  }

  /** A { response: [...] } list read page by page: offset counts from 1, limit is at most 500. */
  private async pages(pathname: string, query: Record<string, string> = {}): Promise<Obj[]> {
    const all: Obj[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const body = (await this.get(pathname, { ...query, offset: all.length + 1, limit: this.pageSize })) as Obj | null;
      if (!Array.isArray(body?.response))
        throw new ControllerError('BAD_RESPONSE', `Catalyst Center answered something other than a list at ${pathname}`);
      const items = (body.response as unknown[]).filter((x): x is Obj => !!x && typeof x === 'object');
      all.push(...items);
      if (items.length < this.pageSize) break;
    }
    return all;
  }
}

/** "Global/Europe/London/HQ" → ["Europe", "London"]: the areas above a building, without the hierarchy's root. */
function parents(site: Obj): string[] {
  const names = typeof site.nameHierarchy === 'string' ? site.nameHierarchy.split('/').slice(0, -1) : [];
  return names[0] === 'Global' ? names.slice(1) : names;
}

function radios(list: unknown): ControllerRadio[] {
  if (!Array.isArray(list)) return [];
  const out: ControllerRadio[] = [];
  for (const r of list as Obj[]) {
    const band = Array.isArray(r?.bands) ? r.bands.map(bandOf).find((b) => b !== null) : null;
    if (!band) continue;
    out.push({ band, channel: numberOrNull(r.channel), txPowerDbm: numberOrNull(r.txPower) });
  }
  return out;
}
