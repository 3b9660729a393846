// Mist answers for the scenario: maps in pixels with ppm (pixels per metre), APs at x/y pixels on their map
// (the document's device_ap.x says "X in pixel"), MACs without separators as Mist writes them. A map without a
// scale has ppm 0 (and so width_m/height_m 0, which Mist derives from it); its APs keep their pixel positions.
// An AP on no floor has no map_id, x or y. A site-scoped token's privileges name the site (scope "site"), and
// such an admin cannot list the organisation's sites, so that answer is left out.
import { FLOORS, IMAGE_SIZE, OTHER_SITE, SITE } from '../scenario.mjs';
import { itemTemplate, sampleResponse, uuid } from '../sample-response.mjs';

const ORG_ID = uuid(100);
const SITE_ID = uuid(200);
const OTHER_SITE_ID = uuid(201);
const PPM = 10;

export function buildMist(doc, aps, settings = {}) {
  const unscaled = new Set(settings.unscaledFloors ?? []);
  const siteScoped = settings.tokenScope === 'site';
  const self = sampleResponse(doc, '/api/v1/self');
  self.privileges = siteScoped
    ? [{ scope: 'site', site_id: SITE_ID, org_id: ORG_ID, name: SITE.name, org_name: SITE.orgName, role: 'admin' }]
    : [{ scope: 'org', org_id: ORG_ID, name: SITE.orgName, role: 'admin' }];
  const siteTemplate = itemTemplate(doc, '/api/v1/orgs/{org_id}/sites');
  const site = (id, name) => ({ ...siteTemplate, id, name, org_id: ORG_ID });
  const mapTemplate = itemTemplate(doc, '/api/v1/sites/{site_id}/maps');
  const maps = FLOORS.map((f, i) => ({
    ...mapTemplate,
    id: uuid(300 + i),
    name: f.name,
    type: 'image',
    url: `{{baseUrl}}/_images/${f.image}`,
    thumbnail_url: `{{baseUrl}}/_images/${f.image}`,
    width: IMAGE_SIZE.widthPx,
    height: IMAGE_SIZE.heightPx,
    ppm: unscaled.has(f.key) ? 0 : PPM,
    width_m: unscaled.has(f.key) ? 0 : f.widthM,
    height_m: unscaled.has(f.key) ? 0 : f.heightM,
    site_id: SITE_ID,
    org_id: ORG_ID,
  }));
  const apTemplate = itemTemplate(doc, '/api/v1/sites/{site_id}/devices');
  const devices = aps.map((ap, i) => {
    const floorIndex = FLOORS.findIndex((f) => f.key === ap.floor);
    const radio = apTemplate.radio_config ?? {};
    const { map_id: _m, x: _x, y: _y, ...unplaced } = apTemplate;
    const placement = floorIndex < 0 ? {} : { map_id: maps[floorIndex].id, x: ap.xM * PPM, y: ap.yM * PPM };
    return {
      ...unplaced,
      type: 'ap',
      id: uuid(400 + i),
      name: ap.name,
      mac: ap.mac.replaceAll(':', ''),
      serial: `A0000000${i + 1}`,
      model: 'AP45',
      ...placement,
      site_id: SITE_ID,
      org_id: ORG_ID,
      radio_config: {
        ...radio,
        band_24: { ...(radio.band_24 ?? {}), channel: ap.ch24, power: ap.pw24 },
        band_5: { ...(radio.band_5 ?? {}), channel: ap.ch5, power: ap.pw5 },
        // The scenario's APs use 2.4 and 5 GHz only.
        band_6: { ...(radio.band_6 ?? {}), disabled: true },
      },
    };
  });
  const hq = {
    [`getSiteInfo ${SITE_ID}`]: site(SITE_ID, SITE.name),
    [`listSiteMaps ${SITE_ID}`]: maps,
    [`listSiteDevices ${SITE_ID}`]: devices,
  };
  if (siteScoped) return { [`getSelf`]: self, ...hq };
  return {
    [`getSelf`]: self,
    [`listOrgSites ${ORG_ID}`]: [site(SITE_ID, SITE.name), site(OTHER_SITE_ID, OTHER_SITE.name)],
    ...hq,
    [`getSiteInfo ${OTHER_SITE_ID}`]: site(OTHER_SITE_ID, OTHER_SITE.name),
    [`listSiteMaps ${OTHER_SITE_ID}`]: [],
    [`listSiteDevices ${OTHER_SITE_ID}`]: [],
  };
}
