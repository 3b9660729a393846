import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { makeInsightProject, makePageConfig } from '../../testing/insights.fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { signInForEachTest } from '../../testing/signed-in-session.ts';
import { establishSession } from '../../lib/session/session-store.ts';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';

const NOT_FOUND = {
  status: 404,
  body: { errorMessageList: [{ errorDescription: 'Object Not Found Matching Id' }], message: 'Object Not Found Matching Id' },
};

signInForEachTest();
vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('project pages that used to be dead ends', () => {
  it('shows "Project not found" for an unknown or deleted project id instead of loading forever', async () => {
    mockFetch({ 'GET /api/page-config': { body: makePageConfig() }, 'GET /insightapi/v1/projects/p-gone': NOT_FOUND });
    renderApp('/projects/p-gone');
    expect((await screen.findByTestId('project-not-found')).textContent).toContain('it may have been deleted');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project not found');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('names the project by its name on the integrations page, and says not found for an unknown id', async () => {
    mockFetch({
      'GET /api/page-config': { body: makePageConfig() },
      'GET /insightapi/v1/projects/p-7': { body: makeInsightProject({ id: 'p-7', name: 'Head office' }) },
      'GET /insightapi/v1/projects/p-gone': NOT_FOUND,
    });
    const view = renderApp('/projects/p-7/integrations');
    expect(await screen.findByText('Head office')).toBeTruthy();
    expect(screen.queryByText(/p-7/)).toBeNull();
    view.unmount();
    renderApp('/projects/p-gone/integrations');
    expect(await screen.findByTestId('project-not-found')).toBeTruthy();
  });

  it('names Helsinki once in the dashboard header', async () => {
    mockFetch({
      'GET /api/page-config': { body: makePageConfig() },
      'GET /insightapi/v1/projects/p-7': {
        body: makeInsightProject({ id: 'p-7', city: 'Helsinki', location: 'Helsinki, Finland', country: 'Finland' }),
      },
    });
    renderApp('/projects/p-7');
    const subtitle = await screen.findByText(/Helsinki/);
    expect(subtitle.textContent).toBe('Measured · Helsinki, Finland');
  });

  it('tells a user whose license has expired, on one page and without a call, why /projects/x does not open', async () => {
    establishSession(makeUser(), makeLicence({ licenseStatus: 'EXPIRED' }));
    const { calls } = mockFetch({ 'GET /api/page-config': { body: makePageConfig() } });
    const app = renderApp('/projects/x');
    const page = await screen.findByTestId('page-project-dashboard');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Projects are not available with your license');
    expect(page.textContent).toContain('Your license is expired, suspended or not valid');
    expect(screen.getByRole('link', { name: 'Go to My page' }).getAttribute('href')).toBe('/home/manage');
    expect(calls.map((call) => call.url).filter((url) => !url.endsWith('/api/page-config'))).toEqual([]);
    expect(app.location()).toBe('/projects/x');
  });
});
