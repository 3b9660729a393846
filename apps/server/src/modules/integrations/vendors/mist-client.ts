import type {
  ControllerAccessPoint,
  ControllerClient,
  ControllerClientOptions,
  ControllerCredentials,
  ControllerFloor,
  ControllerRadio,
  ControllerSite,
  ControllerSiteSummary,
} from './controller-client.ts';
import { ControllerError } from './controller-client.ts';
import { normaliseMac, numberOrNull } from './floor-geometry.ts';
import { imageSize, sniffMediaType } from './image-size.ts';
import { VendorHttp } from './vendor-http.ts';

/**
 * Juniper Mist API (test-data/controllers/mist/openapi.trimmed.json): getSelf (the token's privileges name its
 * organisations, or for a site admin its sites) → listOrgSites → getSiteInfo + listSiteMaps + listSiteDevices?type=ap, lists paged by
 * limit/page. Positions: device_ap.x/y are "X/Y in pixel" on the map, map.ppm is "pixels per meter".
 */

type Obj = Record<string, unknown>;

const DEFAULT_PAGE_SIZE = 100;
/** A runaway pager (a server ignoring `page`) stops here instead of looping for ever. */
const MAX_PAGES = 1000;

function asArray(body: unknown, what: string): Obj[] {
  if (!Array.isArray(body)) throw new ControllerError('BAD_RESPONSE', `Mist answered something other than a list of ${what}`);
  return body.filter((x): x is Obj => !!x && typeof x === 'object');
}

/** Mist channel 0 means "the site's setting" and power 0 "automatic": neither is a value of this AP. */
function positive(v: unknown): number | null {
  const n = numberOrNull(v);
  return n !== null && n > 0 ? n : null;
}

export class MistClient implements ControllerClient {
  readonly vendor = 'MIST' as const;
  private readonly http: VendorHttp;
  private readonly headers: Record<string, string>;
  private readonly pageSize: number;

  constructor(credentials: ControllerCredentials, options: ControllerClientOptions = {}) {
    if (!credentials.apiKey) throw new ControllerError('KEY_REFUSED', 'Mist needs an API token');
    this.http = new VendorHttp('MIST', credentials.baseUrl, options);
    this.headers = { authorization: `Token ${credentials.apiKey}` };
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  async verify(): Promise<{ accountName: string }> {
    const { orgs, sites } = await this.scope();
    return { accountName: [...orgs.map((o) => o.name), ...sites.map((site) => [...site.path, site.name].join(' / '))].join(', ') };
  }

  async listSites(): Promise<ControllerSiteSummary[]> {
    const { orgs, sites: granted } = await this.scope();
    const sites: ControllerSiteSummary[] = [];
    for (const org of orgs) {
      for (const s of await this.pages(`/api/v1/orgs/${encodeURIComponent(org.id)}/sites`, 'sites')) {
        sites.push({ id: String(s.id), name: String(s.name ?? s.id), path: [org.name] });
      }
    }
    // A site admin's token may not list the organisation's sites; its privileges name the sites it opens.
    for (const site of granted) if (!sites.some((s) => s.id === site.id)) sites.push(site);
    return sites;
  }

  async fetchSite(siteId: string): Promise<ControllerSite> {
    const id = encodeURIComponent(siteId);
    const info = (await this.http.json(this.http.url(`/api/v1/sites/${id}`), this.headers)).body as Obj | null;
    const maps = await this.pages(`/api/v1/sites/${id}/maps`, 'maps');
    const devices = await this.pages(`/api/v1/sites/${id}/devices`, 'devices', { type: 'ap' });
    const ppmOf = new Map<string, number | null>();
    const floors: ControllerFloor[] = [];
    for (const map of maps) {
      const ppm = positive(map.ppm);
      ppmOf.set(String(map.id), ppm);
      const widthPx = positive(map.width);
      const heightPx = positive(map.height);
      floors.push({
        id: String(map.id),
        name: String(map.name ?? map.id),
        level: null,
        // ppm 0 is a map nobody has scaled; width_m is derived from ppm, so it is 0 then too.
        widthM: ppm && widthPx ? widthPx / ppm : positive(map.width_m),
        heightM: ppm && heightPx ? heightPx / ppm : positive(map.height_m),
        widthPx,
        heightPx,
        image: await this.image(map),
      });
    }
    const accessPoints: ControllerAccessPoint[] = [];
    for (const d of devices) {
      if (d.type !== undefined && d.type !== 'ap') continue;
      const mac = normaliseMac(d.mac);
      if (!mac) continue;
      const floorId = typeof d.map_id === 'string' && ppmOf.has(d.map_id) ? d.map_id : null;
      const ppm = floorId ? ppmOf.get(floorId) : null;
      const x = numberOrNull(d.x);
      const y = numberOrNull(d.y);
      accessPoints.push({
        id: String(d.id),
        name: String(d.name || d.serial || mac),
        mac,
        model: typeof d.model === 'string' ? d.model : null,
        floorId,
        xM: ppm && x !== null && y !== null ? x / ppm : null,
        yM: ppm && x !== null && y !== null ? y / ppm : null,
        xPx: floorId && x !== null && y !== null ? x : null,
        yPx: floorId && x !== null && y !== null ? y : null,
        radios: this.radios(d.radio_config as Obj | undefined),
      });
    }
    return { id: siteId, name: String(info?.name ?? siteId), floors, accessPoints };
  }

  /**
   * What the token opens, from getSelf's privileges: organisations (scope "org") and single sites (scope "site",
   * a site admin's token; `name` is then the site's, `org_name` its organisation's).
   */
  private async scope(): Promise<{ orgs: { id: string; name: string }[]; sites: ControllerSiteSummary[] }> {
    const self = (await this.http.json(this.http.url('/api/v1/self'), this.headers)).body as Obj | null;
    const privileges = Array.isArray(self?.privileges) ? (self.privileges as Obj[]) : [];
    const orgs = new Map<string, string>();
    const sites = new Map<string, ControllerSiteSummary>();
    for (const p of privileges) {
      if (p.scope === 'org' && typeof p.org_id === 'string') orgs.set(p.org_id, String(p.name ?? p.org_id));
      if (p.scope === 'site' && typeof p.site_id === 'string') {
        const path = typeof p.org_name === 'string' && p.org_name !== '' ? [p.org_name] : [];
        sites.set(p.site_id, { id: p.site_id, name: String(p.name ?? p.site_id), path });
      }
    }
    if (orgs.size === 0 && sites.size === 0) throw new ControllerError('KEY_REFUSED', 'The Mist token opens no organisation or site');
    return { orgs: [...orgs].map(([id, name]) => ({ id, name })), sites: [...sites.values()] };
  }

  private async pages(pathname: string, what: string, query: Record<string, string> = {}): Promise<Obj[]> {
    const all: Obj[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const res = await this.http.json(this.http.url(pathname, { ...query, limit: this.pageSize, page }), this.headers);
      const items = asArray(res.body, what);
      all.push(...items);
      const total = Number(res.headers.get('x-page-total'));
      if (items.length < this.pageSize || (Number.isFinite(total) && total > 0 && all.length >= total)) break;
    }
    return all;
  }

  private async image(map: Obj): Promise<ControllerFloor['image']> {
    if (map.type !== 'image' || typeof map.url !== 'string' || map.url === '') return null;
    // map.url is a signed link on Mist's storage: it gets no token.
    const { bytes, mediaType } = await this.http.bytes(map.url, {});
    const size = imageSize(bytes);
    if (!size) throw new ControllerError('BAD_RESPONSE', `Mist sent a map image for "${String(map.name)}" that is not PNG, JPEG or GIF`);
    return { bytes, mediaType: sniffMediaType(bytes, mediaType), ...size };
  }

  private radios(config: Obj | undefined): ControllerRadio[] {
    const radios: ControllerRadio[] = [];
    for (const [band, key] of [
      ['2.4', 'band_24'],
      ['5', 'band_5'],
      ['6', 'band_6'],
    ] as const) {
      const b = config?.[key] as Obj | undefined;
      if (!b || b.disabled === true) continue;
      // ap_radio_band*.power: "TX power of the radio" in dBm, 0 meaning automatic.
      radios.push({ band, channel: positive(b.channel), txPowerDbm: positive(b.power) });
    }
    return radios;
  }
}
