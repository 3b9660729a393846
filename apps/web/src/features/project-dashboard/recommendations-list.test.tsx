import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Recommendation } from '@airscope/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeInsightProject, makePageConfig } from '../../testing/insights.fixture.ts';
import { signInForEachTest } from '../../testing/signed-in-session.ts';

const LOBBY: Recommendation = {
  floorPlanRowId: 3,
  floorPlanName: 'Ground floor',
  areaId: 'a-1',
  areaName: 'Lobby',
  criterion: 'rssi',
  passPercent: 40,
  issues: 1,
  severity: 'high',
};
const FIRST: Recommendation = {
  ...LOBBY,
  floorPlanRowId: 4,
  floorPlanName: 'First floor',
  areaId: null,
  areaName: null,
  criterion: 'channelInterference',
  passPercent: 88,
  severity: 'medium',
};

signInForEachTest();
// Each test renders the whole app; two shared cores can take seconds.
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the recommendations of the project dashboard', () => {
  const serve = (recommendations: Recommendation[]) =>
    mockFetch({
      'GET /api/page-config': { body: makePageConfig({ featureFlags: { recommendations: 'true' } }) },
      'GET /insightapi/v1/projects/p-7': { body: makeInsightProject({ id: 'p-7', geolocation: null }) },
      'GET /insightapi/v1/projects/p-7/recommendations': { body: recommendations },
    });

  it('lists each shortfall with where it is, how much passes, its urgency and what to do', async () => {
    serve([LOBBY, FIRST]);
    renderApp('/projects/p-7');
    const card = await screen.findByTestId('dashboard-recommendations');
    const items = await within(card).findAllByTestId('recommendation');
    expect(items.map((item) => item.textContent)).toEqual([
      'UrgentLobby on Ground floor40 % of the area passesSignal too weak: add an access point here or move one closer.',
      'Worth fixingFirst floor (whole floor)88 % of the area passesChannels overlap: re-plan channels or lower transmit power.',
    ]);
  });

  it('tells what to do when too few access points are heard or when health fails on a mix of criteria', async () => {
    serve([
      { ...LOBBY, areaName: 'Reception', criterion: 'accessPoints', passPercent: 0 },
      { ...FIRST, criterion: 'networkHealth', passPercent: 89 },
    ]);
    renderApp('/projects/p-7');
    const card = await screen.findByTestId('dashboard-recommendations');
    const items = await within(card).findAllByTestId('recommendation');
    expect(items.map((item) => item.textContent)).toEqual([
      'UrgentReception on Ground floor0 % of the area passesToo few access points are heard here for the requirement (e.g. location): add access points around this area.',
      'Worth fixingFirst floor (whole floor)89 % of the area passesDifferent criteria fail in different parts: open the network health map to see which fail where.',
    ]);
  });

  it('says there is nothing to fix when every area meets its requirement', async () => {
    serve([]);
    renderApp('/projects/p-7');
    const card = await screen.findByTestId('dashboard-recommendations');
    expect(await within(card).findByText('Nothing to fix: every area meets its requirement.')).toBeTruthy();
  });
});
