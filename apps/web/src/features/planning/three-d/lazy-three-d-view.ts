import { lazy } from 'react';

/** The 3D view as its own chunk, so three.js loads only when a user opens it. Render inside <Suspense>. */
export const LazyThreeDView = lazy(() => import('./three-d-view.tsx'));
