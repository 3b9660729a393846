import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE } from '@airscope/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { trackEvent } from './analytics-client.ts';
import { trackAnalyticsSource } from './analytics-source.ts';

const EVENTS = 'POST /eventapi/v1/analytics/events';
const setCookie = (value: string) => (document.cookie = `${CSRF_COOKIE}=${value}; Path=/`);

describe('analytics client', () => {
  afterEach(() => {
    document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/`;
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends nothing without the CSRF cookie', async () => {
    const { calls } = mockFetch({ [EVENTS]: { status: 202, body: { stored: true } } });
    await trackEvent('projectOpened', { projectId: 'p1' });
    expect(calls).toHaveLength(0);
  });

  it('opens a session with appStarted, then sends the event with the CSRF header from the cookie', async () => {
    setCookie('token-1');
    trackAnalyticsSource('/insights');
    const { calls } = mockFetch({ [EVENTS]: { status: 202, body: { stored: true } } });
    await trackEvent('projectOpened', { projectId: 'p1' });
    await trackEvent('heatmapShown');
    const bodies = calls.map((call) => JSON.parse(call.body!));
    expect(bodies.map((body) => body.action.type)).toEqual(['appStarted', 'projectOpened', 'heatmapShown']);
    expect(calls.every((call) => call.headers.get('csrfToken') === 'token-1')).toBe(true);
    expect(new Set(bodies.map((body) => body.session.id)).size).toBe(1);
    expect(bodies[1]).toMatchObject({ source: 'INSIGHTS', action: { params: { projectId: 'p1' } } });
  });

  it('sends each event kept alive, so leaving the page does not abort it', async () => {
    setCookie('token-1');
    const { fetchMock } = mockFetch({ [EVENTS]: { status: 202, body: { stored: true } } });
    await trackEvent('projectOpened');
    expect(fetchMock.mock.calls.length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.every(([, init]) => init?.keepalive === true)).toBe(true);
  });

  it('starts a new session when the CSRF token changes', async () => {
    setCookie('token-1');
    const { calls } = mockFetch({ [EVENTS]: { status: 202, body: { stored: true } } });
    await trackEvent('a');
    setCookie('token-2');
    await trackEvent('b');
    const types = calls.map((call) => JSON.parse(call.body!).action.type);
    expect(types).toEqual(['appStarted', 'a', 'appStarted', 'b']);
  });

  it('ignores failures', async () => {
    setCookie('token-1');
    mockFetch({ [EVENTS]: new TypeError('offline') });
    await expect(trackEvent('a')).resolves.toBeUndefined();
  });
});
