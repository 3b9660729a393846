import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { signInForEachTest } from '../../testing/signed-in-session.ts';
import { makeProject } from './project.fixture.ts';

const LIST = 'GET /projectapi/v1/projects';
const PAGE_CONFIG: MockAnswer = {
  body: { featureFlags: {}, allowedRedirectHosts: [], optimizerBaseUrl: null, plannerBaseUrl: null, releaseNotesVersion: 'june-26-2025' },
};
const owned = makeProject({ projectId: 'p-own', name: 'Head office', updatedAt: '2025-05-02T09:30:00Z' });
const shared = makeProject({
  projectId: 'p-shared',
  name: 'Warehouse',
  role: 'READ_USER',
  ownerEmail: 'bob@example.com',
  projectType: 'SIMULATED',
  updatedAt: '2025-04-01T09:30:00Z',
});

signInForEachTest();

describe('projects on the insights page', () => {
  it('lists the projects with type, counts, owner and role, latest first, and keeps the placeholder below', async () => {
    const { calls } = mockFetch({ 'GET /api/page-config': PAGE_CONFIG, [LIST]: { body: [shared, owned] } });
    renderApp('/insights');
    const table = await screen.findByRole('table', { name: 'Projects' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Head office', 'Warehouse']);
    expect(rows[0]?.textContent).toContain('Measured');
    expect(rows[0]?.textContent).toContain('14');
    expect(rows[1]?.textContent).toContain('Simulated');
    expect(rows[1]?.textContent).toContain('bob@example.com');
    expect(rows[1]?.textContent).toContain('View only');
    expect(within(table).getByRole('link', { name: 'Open Head office' }).getAttribute('href')).toBe('/projects/p-own');
    expect(within(table).getByRole('button', { name: 'Delete Head office' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Delete Warehouse' })).toBeNull();
    expect(calls.find((call) => call.url.startsWith('/projectapi/v1/projects?'))?.url).toBe(
      '/projectapi/v1/projects?includeTag=true&includeProjectUser=true',
    );
    expect(screen.getByTestId('page-insights').textContent).toContain('The map and list of your projects');
  });

  it('formats the last update in the current language', async () => {
    mockFetch({ 'GET /api/page-config': PAGE_CONFIG, [LIST]: { body: [owned] } });
    renderApp('/insights');
    const time = (await screen.findByRole('table', { name: 'Projects' })).querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2025-05-02T09:30:00Z');
    expect(time?.textContent).toContain('2025');
  });

  it('invites an upload when there are no projects', async () => {
    mockFetch({ 'GET /api/page-config': PAGE_CONFIG, [LIST]: { body: [] } });
    renderApp('/insights');
    expect((await screen.findByTestId('projects-empty')).textContent).toContain('No projects yet — upload an .esx file to start');
    expect(screen.getByRole('button', { name: 'Upload project' })).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const routes: Record<string, MockAnswer> = {
      'GET /api/page-config': PAGE_CONFIG,
      [LIST]: { status: 500, body: { message: 'Database unavailable' } },
    };
    mockFetch(routes);
    renderApp('/insights');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load projects');
    expect(alert.textContent).toContain('Database unavailable');
    routes[LIST] = { body: [owned] };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Projects' })).toBeTruthy();
  });

  it('deletes an owned project after confirmation, and its row disappears', async () => {
    const { calls } = mockFetch({
      'GET /api/page-config': PAGE_CONFIG,
      [LIST]: { body: [owned, shared] },
      'DELETE /projectapi/v1/projects/p-own': { status: 202, body: { projectId: 'p-own', status: 'DELETE_REQUESTED' } },
    });
    renderApp('/insights');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Head office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    expect(dialog.textContent).toContain('“Head office”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Head office' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Warehouse' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/projectapi/v1/projects/p-own']);
  });

  it('keeps the row and says why when the deletion is refused', async () => {
    mockFetch({
      'GET /api/page-config': PAGE_CONFIG,
      [LIST]: { body: [owned] },
      'DELETE /projectapi/v1/projects/p-own': { status: 403, body: { message: 'You do not have permission to do this.' } },
    });
    renderApp('/insights');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Head office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('You do not have permission to do this.');
    expect(screen.getByRole('rowheader', { name: 'Head office' })).toBeTruthy();
  });

  it('fetches the thumbnail with the CSRF header and shows it through an object URL', async () => {
    window.localStorage.setItem('sessionCSRFToken', 'tok-9');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:thumb-1');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    });
    const { calls } = mockFetch({
      'GET /api/page-config': PAGE_CONFIG,
      [LIST]: { body: [owned] },
      'GET /projectapi/v1/projects/p-own/thumbnail.png': { text: 'PNG', headers: { 'Content-Type': 'image/png' } },
    });
    renderApp('/insights');
    await waitFor(() => expect(screen.getByTestId('project-thumbnail').querySelector('img')?.getAttribute('src')).toBe('blob:thumb-1'));
    expect(calls.find((call) => call.url.endsWith('thumbnail.png'))?.headers.get('csrfToken')).toBe('tok-9');
  });
});
