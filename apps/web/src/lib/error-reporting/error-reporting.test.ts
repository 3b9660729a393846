import * as Sentry from '@sentry/react';
import { afterAll, describe, expect, it } from 'vitest';
import { reportError, startErrorReporting } from './error-reporting.ts';

const SECRETS = {
  session: 'S3SS10N-v4lu3',
  csrf: 'CSRF-t0k3n-v4lu3',
  password: 'P4ssw0rd-s3cr3t',
  otp: '918273',
  uploadToken: 'UPL04D-t0k3n-v4lu3',
  resetToken: 'R3S3T-4cc3ss-t0k3n',
  shareKey: 'SH4R3-k3y-v4lu3',
};

describe('browser error reports', () => {
  const envelopes: string[] = [];
  const transport = (options: Parameters<typeof Sentry.makeFetchTransport>[0]) =>
    Sentry.createTransport(options, async (request) => {
      envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
      return { statusCode: 200 };
    });
  afterAll(() => Sentry.close());

  it('leave without cookies, CSRF tokens, passwords, one-time codes, upload tokens or session ids', async () => {
    // The page a reset link opens carries its token in the address the SDK reports.
    window.history.pushState({}, '', `/password?userId=u-1&access_token=${SECRETS.resetToken}`);
    expect(await startErrorReporting('https://public@errors.example.invalid/1', { transport })).toBe(true);
    Sentry.addBreadcrumb({
      category: 'fetch',
      data: { method: 'PUT', url: `/esxfileapi/v1/projects/upload/blob/42?token=${SECRETS.uploadToken}` },
    });
    Sentry.addBreadcrumb({ category: 'navigation', data: { from: `/secure-project-view/${SECRETS.shareKey}`, to: '/otp-login' } });
    Sentry.setExtra('storage', { sessionCSRFToken: SECRETS.csrf, sessionId: SECRETS.session });
    const error = Object.assign(
      new Error(
        `sign-in failed: password=${SECRETS.password} code=${SECRETS.otp} cookie: airscope_session=${SECRETS.session}; csrfToken: ${SECRETS.csrf}`,
      ),
      { status: 500 },
    );
    reportError(error);
    await Sentry.flush(2_000);

    const sent = envelopes.join('\n');
    expect(sent).toContain('sign-in failed: password=[Filtered]');
    expect(sent).toContain('/esxfileapi/v1/projects/upload/blob/42?token=[Filtered]');
    expect(sent).toContain('userId=u-1');
    for (const [name, secret] of Object.entries(SECRETS)) expect(sent, name).not.toContain(secret);
  });
});
