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
import { floorFrame, normaliseMac, numberOrNull, positiveOrNull, type LatLng } from './floor-geometry.ts';
import { imageSize, sniffMediaType } from './image-size.ts';
import { VendorHttp } from './vendor-http.ts';

/**
 * Meraki Dashboard API v1 (test-data/controllers/meraki/openapi.trimmed.json): getOrganizations →
 * getOrganizationNetworks (paged by perPage + the Link header) → getNetwork + getNetworkFloorPlans (image URL,
 * four corners) + getNetworkDevices (lat/lng, floorPlanId) + getDeviceWirelessRadioSettings per AP.
 */

type Obj = Record<string, unknown>;

const DEFAULT_PAGE_SIZE = 1000;
/** Meraki wireless models: MR access points, CW Catalyst-Wireless-on-Meraki, GR Go. */
const AP_MODEL = /^(MR|CW|GR)/i;

function nextLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (m) return m[1]!;
  }
  return null;
}

function asArray(body: unknown, what: string): Obj[] {
  if (!Array.isArray(body)) throw new ControllerError('BAD_RESPONSE', `Meraki answered something other than a list of ${what}`);
  return body.filter((x): x is Obj => !!x && typeof x === 'object');
}

function latLng(v: unknown): LatLng | null {
  const o = v as Obj | null;
  const lat = numberOrNull(o?.lat);
  const lng = numberOrNull(o?.lng);
  return lat === null || lng === null ? null : { lat, lng };
}

export class MerakiClient implements ControllerClient {
  readonly vendor = 'MERAKI' as const;
  private readonly http: VendorHttp;
  private readonly headers: Record<string, string>;
  private readonly pageSize: number;

  constructor(credentials: ControllerCredentials, options: ControllerClientOptions = {}) {
    if (!credentials.apiKey) throw new ControllerError('KEY_REFUSED', 'Meraki needs an API key');
    // The document's server is https://api.meraki.com/api/v1; a bare host gets that path added.
    const url = URL.canParse(credentials.baseUrl) ? new URL(credentials.baseUrl) : null;
    const base = url && (url.pathname === '/' || url.pathname === '') ? `${url.origin}/api/v1` : credentials.baseUrl;
    this.http = new VendorHttp('MERAKI', base, options);
    this.headers = { 'X-Cisco-Meraki-API-Key': credentials.apiKey };
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  async verify(): Promise<{ accountName: string }> {
    const orgs = await this.organizations();
    return { accountName: orgs.map((o) => String(o.name ?? o.id)).join(', ') };
  }

  async listSites(): Promise<ControllerSiteSummary[]> {
    const sites: ControllerSiteSummary[] = [];
    for (const org of await this.organizations()) {
      for (const net of await this.networks(String(org.id))) {
        const types = net.productTypes;
        if (Array.isArray(types) && !types.includes('wireless')) continue;
        sites.push({ id: String(net.id), name: String(net.name ?? net.id), path: [String(org.name ?? org.id)] });
      }
    }
    return sites;
  }

  async fetchSite(siteId: string): Promise<ControllerSite> {
    const id = encodeURIComponent(siteId);
    const name = await this.networkName(siteId);
    const plans = asArray((await this.http.json(this.http.url(`/networks/${id}/floorPlans`), this.headers)).body, 'floor plans');
    const devices = asArray((await this.http.json(this.http.url(`/networks/${id}/devices`), this.headers)).body, 'devices');
    const frames = new Map<string, ReturnType<typeof floorFrame>>();
    const floors: ControllerFloor[] = [];
    for (const plan of plans) {
      const frame = floorFrame(
        latLng(plan.topLeftCorner) ?? { lat: 0, lng: 0 },
        latLng(plan.topRightCorner) ?? { lat: 0, lng: 0 },
        latLng(plan.bottomLeftCorner) ?? { lat: 0, lng: 0 },
      );
      frames.set(String(plan.floorPlanId), frame);
      floors.push({
        id: String(plan.floorPlanId),
        name: String(plan.name ?? plan.floorPlanId),
        level: null,
        // width/height carry no unit in the document; the corners do, so the metres come from them.
        widthM: frame?.widthM ?? positiveOrNull(plan.width),
        heightM: frame?.heightM ?? positiveOrNull(plan.height),
        // Meraki places devices by lat/lng, never in pixels of the plan.
        widthPx: null,
        heightPx: null,
        image: await this.image(plan),
      });
    }
    const accessPoints: ControllerAccessPoint[] = [];
    for (const d of devices) {
      if (!AP_MODEL.test(String(d.model ?? ''))) continue;
      const mac = normaliseMac(d.mac);
      if (!mac) continue;
      const floorId = typeof d.floorPlanId === 'string' && frames.has(d.floorPlanId) ? d.floorPlanId : null;
      const frame = floorId ? frames.get(floorId) : null;
      const at = latLng(d);
      const pos = frame && at ? frame.toFloor(at) : null;
      accessPoints.push({
        id: String(d.serial),
        name: String(d.name || d.serial),
        mac,
        model: typeof d.model === 'string' ? d.model : null,
        floorId,
        xM: pos ? pos.xM : null,
        yM: pos ? pos.yM : null,
        radios: await this.radios(String(d.serial)),
      });
    }
    return { id: siteId, name, floors, accessPoints };
  }

  private async organizations(): Promise<Obj[]> {
    return asArray((await this.http.json(this.http.url('/organizations'), this.headers)).body, 'organisations');
  }

  private async networks(orgId: string): Promise<Obj[]> {
    const all: Obj[] = [];
    let url: string | null = this.http.url(`/organizations/${encodeURIComponent(orgId)}/networks`, { perPage: this.pageSize });
    const origin = new URL(url).origin;
    while (url) {
      const res = await this.http.json(url, this.headers);
      all.push(...asArray(res.body, 'networks'));
      const next = nextLink(res.headers.get('link'));
      // The key goes only back to the host it was given for.
      url = next && new URL(next, url).origin === origin ? new URL(next, url).toString() : null;
    }
    return all;
  }

  private async networkName(networkId: string): Promise<string> {
    const net = (await this.http.json(this.http.url(`/networks/${encodeURIComponent(networkId)}`), this.headers)).body as Obj | null;
    return String(net?.name ?? networkId);
  }

  private async image(plan: Obj): Promise<ControllerFloor['image']> {
    if (typeof plan.imageUrl !== 'string' || plan.imageUrl === '') return null;
    // The image URL is a pre-signed link on Meraki's storage: it gets no API key.
    const { bytes, mediaType } = await this.http.bytes(plan.imageUrl, {});
    const size = imageSize(bytes);
    if (!size)
      throw new ControllerError('BAD_RESPONSE', `Meraki sent a floor image for "${String(plan.name)}" that is not PNG, JPEG or GIF`);
    return { bytes, mediaType: sniffMediaType(bytes, mediaType), ...size };
  }

  private async radios(serial: string): Promise<ControllerRadio[]> {
    const res = await this.http.json(this.http.url(`/devices/${encodeURIComponent(serial)}/wireless/radio/settings`), this.headers);
    const body = (res.body ?? {}) as Obj;
    const radios: ControllerRadio[] = [];
    for (const [band, key] of [
      ['2.4', 'twoFourGhzSettings'],
      ['5', 'fiveGhzSettings'],
    ] as const) {
      const s = body[key] as Obj | undefined;
      if (!s) continue;
      // targetPower is in dBm ("between '5' or '30'"); null channel/power means the RF profile's automatic choice.
      radios.push({ band, channel: numberOrNull(s.channel), txPowerDbm: numberOrNull(s.targetPower) });
    }
    return radios;
  }
}
