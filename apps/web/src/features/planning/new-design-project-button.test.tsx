import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { signInForEachTest } from '../../testing/signed-in-session.ts';

signInForEachTest();

function serveFlag(designProject: string) {
  mockFetch({
    'GET /api/page-config': {
      body: {
        featureFlags: { designProject, cloudPlanner: 'true', notification: 'true' },
        allowedRedirectHosts: [],
        optimizerBaseUrl: 'https://opt.example.com',
        plannerBaseUrl: 'https://plan.example.com',
        releaseNotesVersion: 'june-26-2025',
      },
    },
  });
}

describe('the new design project entry (docs/product.md §6 design-project flag)', () => {
  it('is offered on the insights page while the flag is on', async () => {
    serveFlag('true');
    renderApp('/insights');
    expect(await screen.findByRole('button', { name: 'New design project' })).toBeTruthy();
  });

  it('is hidden while the flag is off', async () => {
    serveFlag('false');
    renderApp('/insights');
    // The notification bell shows once the same page configuration has arrived.
    await screen.findByRole('button', { name: /Notifications/ });
    expect(screen.queryByRole('button', { name: 'New design project' })).toBeNull();
  });
});
