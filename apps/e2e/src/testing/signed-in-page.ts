import type { Browser, Page } from 'playwright-core';
import { startAppServer, type RunningServer } from '../../../server/src/testing/app-process.ts';
import { launchBrowser } from './browser.ts';
import { signInToLanding } from './sign-in.ts';

/** One test file's server, browser and page, signed in as the demo user on the landing page. */
export interface SignedInPage {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/** Starts the server (with `env`) and the browser side by side, then signs in on a page of the given size. */
export async function openSignedInPage(
  options: { env?: Record<string, string>; viewport?: { width: number; height: number } } = {},
): Promise<SignedInPage> {
  const [server, browser] = await Promise.all([startAppServer(options.env), launchBrowser()]);
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInToLanding(page, server.baseUrl, 'user@airscope.test');
  return { server, browser, page };
}

/** Closes what openSignedInPage opened; either may be missing when the start failed. */
export async function closeSignedInPage(server: RunningServer | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await server?.stop();
}
