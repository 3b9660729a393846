import type { Page } from 'playwright-core';

/** Calls the API with the page's session (cookie and CSRF header), as the app does; the status and the JSON body. */
export async function pageApi(target: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return target.evaluate(
    async ({ method, url, body }) => {
      const headers = { 'content-type': 'application/json', csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
      const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, json: await response.json() };
    },
    { method, url, body },
  );
}
