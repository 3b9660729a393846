// Catalyst Center answers for the scenario. Sites are one flat list (GET /dna/intent/api/v1/sites) of areas,
// buildings and floors joined by parentId, each answer wrapped in { response, version }. The floor unit system
// is feet (GET /dna/intent/api/v2/floors/settings), so floor sizes and AP positions are written in feet from the
// scenario's metres; that makes the client's conversion visible in every test.
import { FLOORS, OTHER_SITE, SITE } from '../scenario.mjs';
import { sampleResponse, uuid } from '../sample-response.mjs';

const FOOT_M = 0.3048;
const ft = (m) => m / FOOT_M;
const GLOBAL_ID = uuid(99);
const AREA_ID = uuid(100);
const SITE_ID = uuid(200);
const OTHER_SITE_ID = uuid(201);
export const CATALYST_TOKEN = 'catalyst-test-token';
const VERSION = '2.3.7.9';

const wrap = (response) => ({ response, version: VERSION });

/** The first element of a { response: [...] } answer's sample, to copy for each of our items. */
function itemTemplate(doc, path) {
  const item = sampleResponse(doc, path).response?.[0];
  if (!item) throw new Error(`${path} does not answer a non-empty response list`);
  return item;
}
const bandOf = { ch24: 2.4, ch5: 5 };

export function buildCatalystCenter(doc, aps) {
  const token = { ...sampleResponse(doc, '/dna/system/api/v1/auth/token', 'post'), Token: CATALYST_TOKEN };
  const siteTemplate = itemTemplate(doc, '/dna/intent/api/v1/sites');
  const site = (id, parentId, type, nameHierarchy, extra = {}) => {
    // Only the fields every site type has: buildings add an address, floors their size.
    const { id: _i, parentId: _p, type: _t, name: _n, nameHierarchy: _h } = siteTemplate;
    return { id: _i, parentId: _p, type: _t, name: _n, nameHierarchy: _h, id, parentId, type, name: nameHierarchy.split('/').at(-1), nameHierarchy, ...extra };
  };
  const areaPath = `Global/${SITE.orgName}`;
  const floorFields = (f) => ({ floorNumber: f.level, width: ft(f.widthM), length: ft(f.heightM), height: ft(3), unitsOfMeasure: 'feet', rfModel: 'Cubes And Walled Offices' });
  const floors = FLOORS.map((f, i) => site(uuid(300 + i), SITE_ID, 'floor', `${areaPath}/${SITE.name}/${f.name}`, floorFields(f)));
  const sites = [
    site(AREA_ID, GLOBAL_ID, 'area', areaPath),
    site(SITE_ID, AREA_ID, 'building', `${areaPath}/${SITE.name}`, { address: '1 Test Street, London', country: 'United Kingdom', latitude: 51.5, longitude: -0.12 }),
    site(OTHER_SITE_ID, AREA_ID, 'building', `${areaPath}/${OTHER_SITE.name}`, { address: '2 Test Street, London', country: 'United Kingdom', latitude: 51.6, longitude: -0.1 }),
    ...floors,
  ];
  const floorTemplate = sampleResponse(doc, '/dna/intent/api/v2/floors/{id}').response;
  const positionTemplate = itemTemplate(doc, '/dna/intent/api/v2/floors/{floorId}/accessPointPositions');
  const radioTemplate = positionTemplate.radios?.[0] ?? {};
  const responses = {
    authenticationApi: token,
    getSites: wrap(sites),
    getFloorSettings: wrap({ unitsOfMeasure: 'feet' }),
  };
  FLOORS.forEach((f, i) => {
    const id = floors[i].id;
    const { siteHierarchyId, ...floorBase } = floorTemplate;
    void siteHierarchyId;
    responses[`getsAFloor ${id}`] = wrap({ ...floorBase, id, parentId: SITE_ID, name: f.name, nameHierarchy: floors[i].nameHierarchy, type: 'floor', ...floorFields(f) });
    const here = aps.filter((ap) => ap.floor === f.key);
    responses[`getAccessPointsPositions ${id}`] = wrap(
      here.map((ap) => ({
        ...positionTemplate,
        id: uuid(400 + Number(ap.mac.slice(-2))),
        name: ap.name,
        macAddress: ap.mac,
        model: 'C9136I-B',
        type: 'C9136I',
        position: { x: ft(ap.xM), y: ft(ap.yM), z: ft(3) },
        radios: ['ch24', 'ch5'].map((band, r) => ({
          ...radioTemplate,
          antenna: { ...(radioTemplate.antenna ?? {}), name: 'Internal', azimuth: 0, elevation: 0 },
          id: uuid(500 + Number(ap.mac.slice(-2)) * 10 + r),
          bands: [bandOf[band]],
          channel: ap[band],
          txPower: band === 'ch24' ? ap.pw24 : ap.pw5,
        })),
      })),
    );
  });
  return responses;
}
