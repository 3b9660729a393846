export type AnalyticsSource = 'INSIGHTS' | 'CLOUD';

/** docs/product.md §2: paths under /insights or /projects/ are INSIGHTS, every other path CLOUD. */
export function resolveAnalyticsSource(pathname: string): AnalyticsSource {
  return pathname.startsWith('/insights') || pathname.startsWith('/projects/') ? 'INSIGHTS' : 'CLOUD';
}

let currentSource: AnalyticsSource = 'CLOUD';

/** The source the analytics client (a later issue) will stamp on its events. */
export function getAnalyticsSource(): AnalyticsSource {
  return currentSource;
}

export function trackAnalyticsSource(pathname: string): AnalyticsSource {
  currentSource = resolveAnalyticsSource(pathname);
  return currentSource;
}
