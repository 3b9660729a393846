import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeLicence, makeUser } from '../../test/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';
import { configureApiClient, resetApiClientConfig } from '../../lib/api/api-client-config.ts';

const PAGE_CONFIG = { body: { featureFlags: {}, allowedRedirectHosts: [], optimizerBaseUrl: 'https://opt.example.com', plannerBaseUrl: 'https://plan.example.com', releaseNotesVersion: 'june-26-2025' } };
const FLOOR = { rowId: 12, id: 'f-1', name: 'Ground floor', width: 400, height: 200, metersPerUnit: 0.1, imageId: 'img-1', bitmapImageId: null, buildingName: null, floorNumber: 0 };
const HEATMAP = {
  binType: 'dBm',
  bins: [
    { from: -90, to: -67, color: '#ff0000', share: 0.25 },
    { from: -67, to: null, color: '#00ff00', share: 0.75 },
  ],
  vertices: { originX: 0, originY: 0, cellSize: 10, cols: 4, rows: 2, values: [-50, -60, -70, -80, -55, -65, null, -85] },
  areas: [],
  contours: [],
};
const HEATMAP_URL = 'POST /heatmapapi/v1/projects/p-7/floor-plans/12/heatmap';

function serve(heatmap: MockAnswer) {
  return mockFetch({
    'GET /api/page-config': PAGE_CONFIG,
    'GET /projectapi/v1/projects/p-7/floorPlans': { body: [FLOOR] },
    'GET /projectapi/v1/projects/p-7/imageFiles/img-1': { body: { url: '/files/img-1' } },
    [HEATMAP_URL]: heatmap,
  });
}

beforeEach(() => {
  configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
  window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
  establishSession(makeUser(), makeLicence());
  // jsdom has no canvas; the renderer draws nothing without a context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('floor-plan page', () => {
  it('shows the floor name, the legend with ranges and shares, and asks for the chosen heatmap', async () => {
    const { calls } = serve({ body: HEATMAP });
    renderApp('/projects/p-7/12');
    expect(await screen.findByRole('heading', { name: 'Ground floor' })).toBeTruthy();
    const legend = await screen.findByTestId('heatmap-legend');
    expect(legend.textContent).toContain('≥ -67 dBm');
    expect(legend.textContent).toContain('-90 to -67 dBm');
    expect(legend.textContent).toContain('75 %');
    const request = calls.find((call) => `${call.method} ${call.url}`.startsWith(HEATMAP_URL));
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ type: 'sig-strength', 'radio-band': '5' });
  });

  it('asks again with the band chosen', async () => {
    const { calls } = serve({ body: HEATMAP });
    renderApp('/projects/p-7/12');
    await screen.findByTestId('heatmap-legend');
    fireEvent.change(screen.getByLabelText('Band'), { target: { value: '2.4' } });
    await waitFor(() => expect(calls.some((call) => JSON.parse(call.body ?? '{}')['radio-band'] === '2.4')).toBe(true));
  });

  it('says so when the band has no heatmap', async () => {
    serve({ body: { ...HEATMAP, bins: [], vertices: { originX: 0, originY: 0, cellSize: 1, cols: 0, rows: 0, values: [] } } });
    renderApp('/projects/p-7/12');
    expect((await screen.findByTestId('heatmap-empty')).textContent).toBe('No heatmap for this band');
  });

  it('shows an error with a retry when the heatmap fails', async () => {
    serve({ status: 403, body: { message: 'Forbidden' } });
    renderApp('/projects/p-7/12');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The heatmap could not be computed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells when the project has no floor with that row id', async () => {
    serve({ body: HEATMAP });
    renderApp('/projects/p-7/99');
    expect(await screen.findByText('This project has no floor plan 99.')).toBeTruthy();
  });
});
