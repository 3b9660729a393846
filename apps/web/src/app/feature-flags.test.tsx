import { FEATURE_FLAG_NAMES, type FeatureFlagName } from '@airscope/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProject } from '../features/projects/project.fixture.ts';
import { mockFetch, type MockAnswer } from '../testing/fetch-mock.ts';
import { makeInsightProject, makePageConfig } from '../testing/insights.fixture.ts';
import { renderApp } from '../testing/render-app.tsx';
import { signInForEachTest } from '../testing/signed-in-session.ts';

const FLOOR = {
  rowId: 12,
  id: 'f-1',
  name: 'Ground floor',
  width: 400,
  height: 200,
  metersPerUnit: 0.1,
  imageId: null,
  bitmapImageId: null,
  buildingName: null,
  floorNumber: 0,
};
const PROJECT = makeProject({ projectId: 'p-7', name: 'Head office' });
const ROUTES: Record<string, MockAnswer> = {
  'GET /projectapi/v1/projects': { body: [PROJECT] },
  'GET /projectapi/v1/projects/p-7': { body: PROJECT },
  'GET /insightapi/v1/projects/p-7': { body: makeInsightProject({ id: 'p-7' }) },
  'GET /projectapi/v1/projects/p-7/floorPlans': { body: [FLOOR] },
  'GET /heatmapapi/v1/projects/p-7/floor-plans/12/ssids': { body: [{ ssid: 'Office', radioIds: ['r-1'] }] },
  'GET /insightapi/v1/vendorIntegration/connections': { body: [] },
  'GET /userapi/v1/org-preferences': {
    body: { orgId: 'org-1', sharingRestriction: 'NO_RESTRICTION', passwordPolicyEnabled: false, emailDomains: [] },
  },
};

type Find = () => Promise<HTMLElement>;
const button =
  (name: string | RegExp): Find =>
  () =>
    screen.findByRole('button', { name });
const option =
  (name: string): Find =>
  () =>
    screen.findByRole('option', { name });
const bell = button(/Notifications/);
const exportButton = button('Export RSSI (CSV)');
const ssidChoice: Find = () => screen.findByRole('combobox', { name: 'SSID' });

/** Where each flag's feature shows, and something on the same screen that shows once the configuration has arrived. */
const SURFACES: Record<string, { path: string; feature: Find; anchor: Find }> = {
  notification: { path: '/insights', feature: bell, anchor: button('New design project') },
  sixGhz: { path: '/projects/p-7/12', feature: option('6 GHz'), anchor: exportButton },
  ssidDropdown: { path: '/projects/p-7/12', feature: ssidChoice, anchor: exportButton },
  designProject: { path: '/insights', feature: button('New design project'), anchor: bell },
  shareApi: { path: '/insights', feature: button('Share Head office'), anchor: bell },
  passwordPolicy: {
    path: '/manage/organization-settings',
    feature: () => screen.findByRole('switch', { name: /Password policy/ }),
    anchor: bell,
  },
  cloudPlanner: {
    path: '/projects/p-7',
    feature: () => screen.findByRole('link', { name: 'Open in editor' }),
    anchor: () => screen.findByTestId('dashboard-kpis'),
  },
  projectDownload: { path: '/insights', feature: button('Download Head office (.esx)'), anchor: bell },
  rssiExport: { path: '/projects/p-7/12', feature: exportButton, anchor: ssidChoice },
  ssoConfig: {
    path: '/manage/organization-settings',
    feature: () => screen.findByTestId('sso-settings'),
    anchor: () => screen.findByRole('switch', { name: /Password policy/ }),
  },
  recommendations: {
    path: '/projects/p-7',
    feature: () => screen.findByTestId('dashboard-recommendations'),
    anchor: () => screen.findByTestId('dashboard-kpis'),
  },
  datasource: {
    path: '/manage/integrations',
    feature: () => screen.findByTestId('controller-connections'),
    anchor: () => screen.findByTestId('page-org-integrations'),
  },
  dashboard: {
    path: '/projects/p-7',
    feature: () => screen.findByTestId('dashboard-kpis'),
    anchor: () => screen.findByRole('link', { name: 'Open in editor' }),
  },
};

function serveFlags(off: FeatureFlagName | null) {
  const featureFlags = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, name === off ? 'false' : 'true']));
  mockFetch({ ...ROUTES, 'GET /api/page-config': { body: makePageConfig({ featureFlags }) } });
}

signInForEachTest();
// Each row renders the whole app twice; two shared cores can take seconds.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('feature flags in the UI', () => {
  it('has a screen for every flag', () => {
    expect(FEATURE_FLAG_NAMES.filter((name) => !SURFACES[name])).toEqual([]);
  });

  it.each(Object.keys(SURFACES).map((name) => [name as FeatureFlagName]))('%s: shown while on, hidden while off', async (name) => {
    const surface = SURFACES[name]!;
    serveFlags(null);
    const on = renderApp(surface.path);
    expect(await surface.feature()).toBeTruthy();
    on.unmount();

    serveFlags(name);
    renderApp(surface.path);
    await surface.anchor();
    await expect(surface.feature()).rejects.toThrow();
  });
});
