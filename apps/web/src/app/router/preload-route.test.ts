import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadRoute } from './preload-route.ts';

describe('preloadRoute', () => {
  it('starts loading the layouts and page the address matches, and nothing else', () => {
    const layout = vi.fn(async () => ({}));
    const login = vi.fn(async () => ({}));
    const landing = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          { lazy: layout, children: [{ path: '/', lazy: landing }] },
          { path: '/login', lazy: login },
        ],
      },
    ];
    preloadRoute(routes, '/login');
    expect(login).toHaveBeenCalledTimes(1);
    expect(layout).not.toHaveBeenCalled();
    expect(landing).not.toHaveBeenCalled();
    preloadRoute(routes, '/');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(landing).toHaveBeenCalledTimes(1);
  });

  it('leaves a chunk that fails to load for the router to report', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => preloadRoute([{ path: '/x', lazy: failing }], '/x')).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
