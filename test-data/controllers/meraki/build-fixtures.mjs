// Meraki answers for the scenario. The document places devices by lat/lng only; a floor plan carries its four
// corners (topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner) and width/height, so AP
// positions here are lat/lng computed from our metres, north-up, from the document example's top-left corner.
// An AP on no floor has floorPlanId null (as the switch has).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FLOORS, OTHER_SITE, SITE } from '../scenario.mjs';
import { itemTemplate, sampleResponse } from '../sample-response.mjs';

const EARTH_RADIUS_M = 6378137;
const NETWORK_ID = 'N_100000000001';
const OTHER_NETWORK_ID = 'N_100000000002';

function offset(anchor, eastM, southM) {
  const lat = anchor.lat - (southM / EARTH_RADIUS_M) * (180 / Math.PI);
  const lng = anchor.lng + (eastM / (EARTH_RADIUS_M * Math.cos((anchor.lat * Math.PI) / 180))) * (180 / Math.PI);
  return { lat, lng };
}

export function buildMeraki(doc, aps, imagesDir, _settings = {}) {
  const org = { ...itemTemplate(doc, '/organizations'), name: SITE.orgName };
  const netTemplate = itemTemplate(doc, '/organizations/{organizationId}/networks');
  const network = (id, name) => ({ ...netTemplate, id, organizationId: org.id, name, productTypes: ['wireless'] });
  const planTemplate = itemTemplate(doc, '/networks/{networkId}/floorPlans');
  const deviceTemplate = itemTemplate(doc, '/networks/{networkId}/devices');
  const anchor = planTemplate.topLeftCorner;
  const devices = aps.map((ap, i) => ({
    ...deviceTemplate,
    ...offset(anchor, ap.xM, ap.yM),
    name: ap.name,
    serial: `Q2AB-CD00-000${i + 1}`,
    mac: ap.mac,
    model: 'MR46',
    networkId: NETWORK_ID,
    floorPlanId: ap.floor ? `g_${ap.floor}` : null,
  }));
  // A switch in the same network: it has no floor plan and is not an access point.
  devices.push({ ...deviceTemplate, name: 'Core switch', serial: 'Q2SW-CD00-0001', mac: 'aa:bb:cc:00:10:01', model: 'MS120-8', networkId: NETWORK_ID, floorPlanId: null, lat: anchor.lat, lng: anchor.lng });
  const plans = FLOORS.map((f) => {
    const png = fs.readFileSync(path.join(imagesDir, f.image));
    const c = (e, s) => offset(anchor, e, s);
    return {
      ...planTemplate,
      floorPlanId: `g_${f.key}`,
      name: f.name,
      imageUrl: `{{baseUrl}}/_images/${f.image}`,
      imageExtension: 'png',
      imageMd5: crypto.createHash('md5').update(png).digest('hex'),
      devices: devices.filter((d) => d.floorPlanId === `g_${f.key}`),
      width: f.widthM,
      height: f.heightM,
      center: c(f.widthM / 2, f.heightM / 2),
      topLeftCorner: c(0, 0),
      topRightCorner: c(f.widthM, 0),
      bottomLeftCorner: c(0, f.heightM),
      bottomRightCorner: c(f.widthM, f.heightM),
    };
  });
  const radioTemplate = sampleResponse(doc, '/devices/{serial}/wireless/radio/settings');
  const radios = Object.fromEntries(
    aps.map((ap, i) => [
      `getDeviceWirelessRadioSettings ${devices[i].serial}`,
      {
        ...radioTemplate,
        serial: devices[i].serial,
        twoFourGhzSettings: { ...radioTemplate.twoFourGhzSettings, channel: ap.ch24, targetPower: ap.pw24 },
        fiveGhzSettings: { ...radioTemplate.fiveGhzSettings, channel: ap.ch5, targetPower: ap.pw5 },
      },
    ]),
  );
  return {
    getOrganizations: [org],
    [`getOrganizationNetworks ${org.id}`]: [network(NETWORK_ID, SITE.name), network(OTHER_NETWORK_ID, OTHER_SITE.name)],
    [`getNetwork ${NETWORK_ID}`]: network(NETWORK_ID, SITE.name),
    [`getNetwork ${OTHER_NETWORK_ID}`]: network(OTHER_NETWORK_ID, OTHER_SITE.name),
    [`getNetworkFloorPlans ${NETWORK_ID}`]: plans,
    [`getNetworkFloorPlans ${OTHER_NETWORK_ID}`]: [],
    [`getNetworkDevices ${NETWORK_ID}`]: devices,
    [`getNetworkDevices ${OTHER_NETWORK_ID}`]: [],
    ...radios,
  };
}
