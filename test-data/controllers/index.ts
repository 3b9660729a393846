/**
 * Local stand-ins for the controller vendors' APIs, generated from each vendor's published OpenAPI document
 * (origins and licences in each folder's SOURCE.md). Server integration tests and browser tests start one with
 * `startVendorMock('MERAKI', 'base')`, point a client at `baseUrl` with `credentials`, and assert that
 * `violations()` stays empty.
 */
import scenario from './scenario.json' with { type: 'json' };

export { startVendorMock, scenariosOf, MOCK_SCENARIOS, type VendorMock, type Violation } from './mock/vendor-mock.ts';
export type { MockVendor, MockCredentials } from './mock/vendor-profiles.ts';
export { checkFixtures } from './mock/check-fixtures.ts';

export interface ScenarioAccessPoint {
  key: string;
  name: string;
  mac: string;
  /** Null for an AP the controller has on no floor. */
  floor: string | null;
  xM: number;
  yM: number;
  ch24: number;
  ch5: number;
  pw24: number;
  pw5: number;
}

/** What every vendor mock describes (site, floors, APs per scenario), for tests to compare a client's reading with. */
export const CONTROLLER_SCENARIO: {
  site: { name: string; orgName: string };
  otherSite: { name: string };
  imageSize: { widthPx: number; heightPx: number };
  floors: { key: string; name: string; level: number; widthM: number; heightM: number; image: string }[];
  scenarios: Record<'base' | 'moved' | 'unplaceable' | 'siteAdmin', ScenarioAccessPoint[]>;
  /** Per scenario: the vendors it is built for, floors kept without a scale, the scope of the token. */
  scenarioSettings: Record<string, { vendors?: string[]; unscaledFloors?: string[]; tokenScope?: string }>;
} = scenario;
