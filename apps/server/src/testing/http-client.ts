import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { DEMO_PASSWORD } from '../seed/demo-users.seed.ts';

export interface HttpSession {
  baseUrl: string;
  cookie: string;
  csrfToken: string;
}

/** Signs in to a running server over real HTTP, keeping the cookies like a browser would. */
export async function signInOverHttp(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<HttpSession> {
  const response = await fetch(`${baseUrl}/authapi/v1/authentications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password, grant_type: 'password' }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { baseUrl, cookie, csrfToken: response.headers.get(CSRF_RESPONSE_HEADER) ?? '' };
}

export async function callOverHttp(session: HttpSession, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${session.baseUrl}${url}`, {
    method,
    headers: {
      cookie: session.cookie,
      [CSRF_HEADER]: session.csrfToken,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
