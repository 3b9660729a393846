import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeInsightProject, makePageConfig } from '../../testing/insights.fixture.ts';
import { signInForEachTest } from '../../testing/signed-in-session.ts';

const PAGE_CONFIG = makePageConfig();
const PROJECT = makeInsightProject();
const SURVEY = {
  id: 's-1',
  date: '2025-05-01T08:00:00Z',
  createdBy: 'alice@example.com',
  durationSeconds: 600,
  distanceMeters: 420,
  projectName: 'Head office',
  projectId: 'p-1',
  floorPlanName: 'Lobby',
  floorPlanRowId: 3,
  discoveredAps: 12,
};
const DEVICE = {
  apName: 'AP-1',
  vendor: 'Acme',
  model: 'X1',
  wifiGeneration: 'Wi-Fi 6',
  radioCount: 2,
  channelAndPower: '36 / 17 dBm',
  height: 2.5,
  installation: 'Ceiling',
  projectName: 'Head office',
  projectId: 'p-1',
  deviceCount: 4,
};
const FAILED: MockAnswer = { status: 500, body: { message: 'Database unavailable' } };

function insightRoutes(overrides: Record<string, MockAnswer> = {}): Record<string, MockAnswer> {
  return {
    'GET /api/page-config': { body: PAGE_CONFIG },
    'GET /projectapi/v1/projects': { body: [] },
    'GET /insightapi/v1/projects': { body: { content: [PROJECT], totalPages: 1, totalElements: 1 } },
    'GET /insightapi/v1/projectPlaces': { body: { count: 0, ids: '', positions: '' } },
    'GET /insightapi/v1/surveyDateRange': { body: { startDate: '2025-01-01', endDate: '2025-05-01' } },
    'GET /insightapi/v1/surveyEvents': { body: { content: [SURVEY], totalPages: 1, totalElements: 1 } },
    'GET /insightapi/v1/surveyEvents/totals': { body: { durationSeconds: 600, distanceMeters: 420, discoveredAps: 12 } },
    'GET /insightapi/v1/deviceCounts': { body: { content: [DEVICE], totalPages: 1, totalElements: 1 } },
    'GET /insightapi/v1/deviceCounts/totals': { body: { totalDeviceCount: 4, mostCommonVendor: 'Acme' } },
    ...overrides,
  };
}

signInForEachTest();
// Each test renders the whole app, first render included; two shared cores can take seconds.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  // jsdom has no canvas; the map draws nothing without a context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('insights loaders that fail (docs/product.md §8 context messages)', () => {
  it('keeps the survey rows when only the totals fail, says so, and fills the totals on retry', async () => {
    const routes = insightRoutes({ 'GET /insightapi/v1/surveyEvents/totals': FAILED });
    mockFetch(routes);
    renderApp('/insights');
    const section = await screen.findByTestId('survey-events-section');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Could not load survey totals');
    expect(alert.textContent).toContain('Database unavailable');
    expect(within(section).getAllByTestId('survey-event-row')).toHaveLength(1);
    expect(within(section).getByText('alice@example.com')).toBeTruthy();
    expect(within(section).queryByTestId('survey-totals-row')).toBeNull();

    routes['GET /insightapi/v1/surveyEvents/totals'] = { body: { durationSeconds: 600, distanceMeters: 420, discoveredAps: 12 } };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await within(section).findByTestId('survey-totals-row')).textContent).toContain('Totals');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('names the survey list, not the totals, when the rows themselves fail', async () => {
    mockFetch(insightRoutes({ 'GET /insightapi/v1/surveyEvents': FAILED }));
    renderApp('/insights');
    const section = await screen.findByTestId('survey-events-section');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Could not load surveys');
    expect(alert.textContent).not.toContain('survey totals');
    expect(within(section).queryByTestId('survey-events-table')).toBeNull();
  });

  it('keeps the network inventory rows when only its totals fail, and says so', async () => {
    mockFetch(insightRoutes({ 'GET /insightapi/v1/deviceCounts/totals': FAILED }));
    renderApp('/insights');
    const section = await screen.findByTestId('device-counts-section');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Could not load network inventory totals');
    expect(alert.textContent).toContain('Database unavailable');
    expect(within(section).getByText('AP-1')).toBeTruthy();
    expect(within(section).queryByTestId('device-totals')).toBeNull();
  });

  it('says when the survey date range cannot be loaded, and loads it again on retry', async () => {
    const routes = insightRoutes({ 'GET /insightapi/v1/surveyDateRange': FAILED });
    mockFetch(routes);
    renderApp('/insights');
    const alert = (await screen.findAllByRole('alert')).find((element) =>
      element.textContent?.includes('Could not load survey date range'),
    );
    expect(alert?.textContent).toContain('Database unavailable');
    routes['GET /insightapi/v1/surveyDateRange'] = { body: { startDate: '2025-01-01', endDate: '2025-05-01' } };
    fireEvent.click(within(alert!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Could not load survey date range')).toBeNull());
    await waitFor(() => expect(screen.getByText('Surveys from 01/01/2025 to 05/01/2025')).toBeTruthy());
  });

  it('says "Could not load projects" when the first list fails', async () => {
    mockFetch(insightRoutes({ 'GET /insightapi/v1/projects': FAILED }));
    renderApp('/insights');
    const page = await screen.findByTestId('page-insights');
    const alert = (await within(page).findAllByRole('alert')).find((element) => element.textContent?.includes('Could not load projects'));
    expect(alert?.textContent).toContain('Database unavailable');
    expect(within(page).queryByText('Could not search projects')).toBeNull();
  });

  it("shows the map's error state, and still the list, when the places answer cannot be decoded", async () => {
    mockFetch(insightRoutes({ 'GET /insightapi/v1/projectPlaces': { body: { count: 2, ids: 'ab', positions: '1,2' } } }));
    renderApp('/insights');
    const page = await screen.findByTestId('page-insights');
    const alert = (await within(page).findAllByRole('alert')).find((element) => element.textContent?.includes('Could not load projects'));
    expect(alert).toBeTruthy();
    expect(within(await screen.findByTestId('insight-projects-section')).getByText('Head office')).toBeTruthy();
  });

  it('says "Could not search projects" when a search fails, over the earlier list', async () => {
    const routes = insightRoutes();
    mockFetch(routes);
    renderApp('/insights');
    const projects = await screen.findByTestId('insight-projects-section');
    expect(within(projects).getByText('Head office')).toBeTruthy();

    routes['GET /insightapi/v1/projects'] = FAILED;
    fireEvent.change(screen.getByTestId('insights-search'), { target: { value: 'warehouse' } });
    const page = screen.getByTestId('page-insights');
    const alert = await waitFor(() => {
      const found = within(page)
        .queryAllByRole('alert')
        .find((element) => element.textContent?.includes('Could not search projects'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(alert.textContent).toContain('Database unavailable');
    expect(within(page).queryByText('Could not load projects')).toBeNull();
    expect(within(screen.getByTestId('insight-projects-section')).getByText('Head office')).toBeTruthy();
  });
});

describe('the tile server credit on the map', () => {
  it('shows the configured credit while tiles are configured', async () => {
    mockFetch(
      insightRoutes({
        'GET /api/page-config': {
          body: {
            ...PAGE_CONFIG,
            mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
            mapTileAttribution: '© OpenStreetMap contributors',
          },
        },
      }),
    );
    renderApp('/insights');
    const map = await screen.findByTestId('projects-map');
    expect((await within(map).findByTestId('projects-map-attribution')).textContent).toBe('© OpenStreetMap contributors');
  });

  it('shows no credit on the offline world map', async () => {
    mockFetch(insightRoutes({ 'GET /api/page-config': { body: { ...PAGE_CONFIG, mapTileAttribution: '© OpenStreetMap contributors' } } }));
    renderApp('/insights');
    const map = await screen.findByTestId('projects-map');
    expect(within(map).queryByTestId('projects-map-attribution')).toBeNull();
  });
});
