import type { Page } from 'playwright-core';

/**
 * Calls the API with the page's session (cookie and CSRF header), as the app does; the status and the JSON body
 * (null when the answer has none).
 */
export async function pageApi<T = unknown>(
  target: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return target.evaluate(
    async ({ method, url, body }) => {
      const headers: Record<string, string> = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  ) as Promise<{ status: number; json: T }>;
}
