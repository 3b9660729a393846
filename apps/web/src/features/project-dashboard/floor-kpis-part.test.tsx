import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeInsightProject, makePageConfig } from '../../testing/insights.fixture.ts';
import { signInForEachTest } from '../../testing/signed-in-session.ts';

const PAGE_CONFIG = makePageConfig();
const PROJECT = makeInsightProject({ id: 'p-7', geolocation: null });
const NO_VALUE = { value: null, issues: 0 };
const FLOOR_ROW = {
  floorPlanName: 'Lobby',
  floorPlanId: 'f-1',
  floorPlanRowId: 3,
  kpis: { rssi: NO_VALUE, secondaryRssi: NO_VALUE, snr: NO_VALUE, channelInterference: NO_VALUE, networkHealth: NO_VALUE, average: null },
};
const FLOOR_KPIS = 'GET /insightapi/v1/projects/p-7/floorPlanKpis';

signInForEachTest();
// Each test renders the whole app, first render included; two shared cores can take seconds.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the floor KPI table of the project dashboard', () => {
  it('says "Could not load floor plan kpi panels" with the reason when its loader fails', async () => {
    const routes: Record<string, MockAnswer> = {
      'GET /api/page-config': { body: PAGE_CONFIG },
      'GET /insightapi/v1/projects/p-7': { body: PROJECT },
      [FLOOR_KPIS]: { status: 500, body: { message: 'Database unavailable' } },
    };
    mockFetch(routes);
    renderApp('/projects/p-7');
    const card = await screen.findByTestId('dashboard-floors');
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Could not load floor plan kpi panels');
    expect(alert.textContent).toContain('Database unavailable');
    expect(alert.textContent).not.toContain('Could not load floors');

    routes[FLOOR_KPIS] = { body: [FLOOR_ROW] };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('link', { name: /Lobby/ })).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
