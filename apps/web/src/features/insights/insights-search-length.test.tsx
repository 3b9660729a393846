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

describe('a search text longer than the lists take', () => {
  it('shows one readable message at the field and sends no request the server would refuse', async () => {
    const { calls } = mockFetch(insightRoutes());
    renderApp('/insights');
    const page = await screen.findByTestId('page-insights');
    const field = within(page).getByLabelText('Search');
    fireEvent.change(field, { target: { value: 'head' } });
    await waitFor(() => expect(calls.some((call) => call.url.includes('query=head'))).toBe(true));

    const before = calls.length;
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    expect((field as HTMLInputElement).value).toHaveLength(201);
    const message = 'Search text can be at most 200 characters; the lists still show the last search that fit.';
    expect(await within(page).findAllByText(message)).toHaveLength(1);
    // Give the lists the time they would take to ask again, then check nobody asked with the long text.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.slice(before).filter((call) => call.url.includes('x'.repeat(201)))).toEqual([]);
    expect(within(page).queryByText(/too_big|Too big|String must contain/i)).toBeNull();
    expect(
      within(page)
        .queryAllByRole('alert')
        .filter((alert) => alert.textContent?.includes('200')),
    ).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'x'.repeat(200) } });
    await waitFor(() => expect(within(page).queryByText(message)).toBeNull());
  });
});
