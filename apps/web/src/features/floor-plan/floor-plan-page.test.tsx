import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';
import { configureApiClient, resetApiClientConfig } from '../../lib/api/api-client-config.ts';

const PAGE_CONFIG = {
  body: {
    featureFlags: {},
    allowedRedirectHosts: [],
    optimizerBaseUrl: 'https://opt.example.com',
    plannerBaseUrl: 'https://plan.example.com',
    releaseNotesVersion: 'june-26-2025',
  },
};
const FLOOR = {
  rowId: 12,
  id: 'f-1',
  name: 'Ground floor',
  width: 400,
  height: 200,
  metersPerUnit: 0.1,
  imageId: 'img-1',
  bitmapImageId: null,
  buildingName: null,
  floorNumber: 0,
};
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

const LAYERS = {
  accessPoints: [{ id: 'ap-1', name: 'AP-Lobby', x: 100, y: 50, vendor: 'Acme', model: 'X1', isMine: true, bands: ['5'] }],
  areas: [
    {
      id: 'ex-1',
      name: 'Shaft',
      kind: 'exclusion',
      points: [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
    },
  ],
  tracks: [
    {
      surveyId: 's-1',
      name: 'Walk',
      points: [
        [5, 5],
        [200, 100],
      ],
    },
  ],
  requirements: [
    { id: 'req-voice', name: 'Voice Grade', isDefault: false },
    { id: 'req-rtls', name: '10m RTLS Grade', isDefault: true },
  ],
};
const REQUIREMENT_HEATMAP = {
  binType: 'pass',
  bins: [
    { from: 0, to: 1, color: '#9e9e9e', share: 0.375 },
    { from: 1, to: null, color: '#1a9850', share: 0.625 },
  ],
  greyedCells: [3, 5, 7],
  greyColor: '#9e9e9e',
  requirement: {
    id: 'req-voice',
    name: 'Voice Grade',
    passRate: 0.625,
    criteria: [
      { type: 'SIGNAL_STRENGTH', band: null, comparison: 'AT_LEAST', value: -67, additionalLimit: null, isEvaluated: true, passRate: 0.75 },
      {
        type: 'SIGNAL_STRENGTH',
        band: '2.4',
        comparison: 'AT_LEAST',
        value: -74,
        additionalLimit: null,
        isEvaluated: true,
        passRate: null,
      },
      { type: 'PING_RTT', band: null, comparison: 'AT_MOST', value: 500, additionalLimit: null, isEvaluated: false, passRate: 1 },
    ],
  },
  vertices: { originX: 0, originY: 0, cellSize: 10, cols: 4, rows: 2, values: [1, 1, 1, 0, 1, 0, null, 0] },
  areas: [{ areaId: 'a-1', name: 'Lobby', cells: 4, mean: 0.8, min: 0, max: 1, passRate: 0.8 }],
  contours: [],
};
const INSPECTED = {
  xMetres: 10.25,
  yMetres: 5.25,
  inScope: true,
  values: {
    'sig-strength': -52.5,
    'sig-strength-2nd': -61,
    snr: 42.5,
    'ch-interference': 1,
    'nw-health': 1,
    'data-rate': 866.7,
    throughput: 520,
  },
  radios: [
    { radioId: 'r-1', apId: 'ap-1', apName: 'AP-Lobby', band: '5', channel: 36, widthMhz: 80, rssiDbm: -52.5 },
    { radioId: 'r-2', apId: 'ap-2', apName: '', band: '5', channel: 149, widthMhz: 40, rssiDbm: -61 },
  ],
};

function serve(heatmap: MockAnswer) {
  return mockFetch({
    'GET /heatmapapi/v1/projects/p-7/floor-plans/12/layers': { body: LAYERS },
    'POST /heatmapapi/v1/projects/p-7/floor-plans/12/inspect': { body: INSPECTED },
    'GET /api/page-config': PAGE_CONFIG,
    'GET /projectapi/v1/projects/p-7/floorPlans': { body: [FLOOR] },
    'GET /projectapi/v1/projects/p-7/imageFiles/img-1': { body: { url: '/files/img-1' } },
    'GET /userapi/v1/userPreferences': { body: [] },
    'PUT /projectapi/v1/projects/p-7/users/preference': {
      body: { projectId: 'p-7', preferences: {}, updatedAt: '2026-01-01T00:00:00.000Z' },
    },
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

  it("draws the floor's APs and walks, and inspects a point by keyboard: every value and the radios heard", async () => {
    const { calls } = serve({ body: HEATMAP });
    renderApp('/projects/p-7/12');
    await screen.findByTestId('heatmap-legend');
    const overlays = await screen.findByTestId('floor-overlays');
    expect(overlays.querySelectorAll('[data-layer="access-point"]')).toHaveLength(1);
    expect(overlays.querySelectorAll('[data-layer="track"]')).toHaveLength(1);
    expect(overlays.querySelectorAll('[data-layer="area-exclusion"]')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('Areas'));
    expect(overlays.querySelectorAll('[data-layer="area-exclusion"]')).toHaveLength(1);
    fireEvent.keyDown(screen.getByTestId('floor-plan-viewer'), { key: 'Enter' });
    const radios = await screen.findByTestId('inspect-radios');
    expect(radios.textContent).toContain('AP-Lobby');
    expect(radios.textContent).toContain('Unnamed AP');
    expect(radios.textContent).toContain('36 · 5 GHz · 80 MHz');
    const values = screen.getByTestId('inspect-values');
    expect(values.textContent).toContain('-52.5 dBm');
    expect(values.textContent).toContain('866.7 Mbps');
    expect(values.textContent).toContain('Pass');
    const request = calls.find((call) => call.url.endsWith('/inspect'));
    expect(JSON.parse(request?.body ?? '{}').options).toMatchObject({ 'radio-band': '5', 'visualization-height': 1 });
  });

  it('shows the requirement map of the chosen profile with its pass rates per criterion and area, and can turn the grey-out off', async () => {
    const { calls } = serve({ body: REQUIREMENT_HEATMAP });
    renderApp('/projects/p-7/12');
    await screen.findByTestId('heatmap-legend');
    const bodies = () => calls.filter((call) => call.url.endsWith('/heatmap')).map((call) => JSON.parse(call.body ?? '{}'));
    expect(bodies()[0]).toMatchObject({ type: 'sig-strength', 'requirement-grey-out': true });
    expect(bodies()[0]).not.toHaveProperty('requirement');
    fireEvent.change(screen.getByLabelText('Visualization'), { target: { value: 'requirement' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Voice Grade' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Requirement profile'), { target: { value: 'req-voice' } });
    await waitFor(() => expect(bodies().some((body) => body.type === 'requirement' && body.requirement === 'req-voice')).toBe(true));
    const rates = await screen.findByTestId('requirement-pass-rates');
    expect(rates.textContent).toContain('Pass rate: Voice Grade');
    expect(screen.getByTestId('requirement-overall').textContent).toContain('62.5%');
    expect(screen.getByTestId('requirement-criterion-0').textContent).toContain('Signal strength75%');
    expect(screen.getByTestId('requirement-criterion-1').textContent).toContain('Signal strength (2.4 GHz)does not apply');
    expect(screen.getByTestId('requirement-criterion-2').textContent).toContain('needs active measurements');
    expect(screen.getByTestId('requirement-area').textContent).toBe('Lobby80%');
    fireEvent.click(screen.getByLabelText('Grey out where the requirement fails'));
    await waitFor(() =>
      expect(bodies().some((body) => body['requirement-grey-out'] === false && body.requirement === 'req-voice')).toBe(true),
    );
  });

  it('asks for the heatmap a smartphone sees, 10 dB below the reference', async () => {
    const { calls } = serve({ body: HEATMAP });
    renderApp('/projects/p-7/12');
    await screen.findByTestId('heatmap-legend');
    fireEvent.change(screen.getByLabelText('Client device'), { target: { value: 'Generic Smartphone' } });
    await waitFor(() => expect(calls.some((call) => JSON.parse(call.body ?? '{}')['client-offset-db'] === 10)).toBe(true));
  });

  it('hides the controls panel by its button or P (not while typing in a field) and lists the keyboard shortcuts on ?', async () => {
    serve({ body: HEATMAP });
    renderApp('/projects/p-7/12');
    await screen.findByTestId('heatmap-legend');
    const panel = screen.getByRole('complementary', { name: 'Floor view controls' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide controls' }));
    expect(panel.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Show controls' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(window, { key: 'p' });
    expect(panel.hidden).toBe(false);
    fireEvent.keyDown(screen.getByLabelText('Band'), { key: 'p' });
    expect(panel.hidden).toBe(false);
    fireEvent.keyDown(window, { key: '?' });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help.textContent).toContain('Show or hide the controls');
  });
});
