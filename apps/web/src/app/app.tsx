import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { startSession } from '../lib/session/start-session.ts';
import { AppLoading } from './layouts/app-loading.tsx';
import { createAppRouter, type AppRouter } from './router/create-app-router.tsx';

let sessionStart: ReturnType<typeof startSession> | undefined;

// Once per page load, even when React runs effects twice (StrictMode in development); main.tsx starts it early.
export function startSessionOnce(): ReturnType<typeof startSession> {
  sessionStart ??= startSession();
  return sessionStart;
}

/** Starts the session (docs/product.md §4 startup), then mounts the guarded router. */
export function App() {
  const [router, setRouter] = useState<AppRouter | null>(null);

  useEffect(() => {
    let cancelled = false;
    void startSessionOnce().then(() => {
      // The router is built after startup so the first guard sees the real session.
      if (!cancelled) setRouter(createAppRouter());
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return router ? <RouterProvider router={router} /> : <AppLoading />;
}
