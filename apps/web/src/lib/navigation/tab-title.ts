export type TabTitleKind = 'cloud' | 'insights';

const CLOUD_SUFFIXES = ['/login', 'otp-login', '/password', '/forgot-password', '/register'];

/** docs/product.md §2: the cloud title for root, /manage… and the auth pages; every other path the insights title. */
export function selectTabTitleKind(pathname: string): TabTitleKind {
  if (pathname === '/' || pathname.startsWith('/manage')) return 'cloud';
  return CLOUD_SUFFIXES.some((suffix) => pathname.endsWith(suffix)) ? 'cloud' : 'insights';
}
