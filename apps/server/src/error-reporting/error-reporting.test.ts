import * as Sentry from '@sentry/node';
import { afterAll, describe, expect, it } from 'vitest';
import { flushErrorReports, reportServerError, startErrorReporting } from './error-reporting.ts';

const SECRETS = {
  session: 'S3SS10N-c00k13-v4lu3',
  csrf: 'CSRF-t0k3n-v4lu3',
  password: 'P4ssw0rd-s3cr3t',
  otp: '918273',
  uploadToken: 'UPL04D-t0k3n-v4lu3',
  resetToken: 'R3S3T-4cc3ss-t0k3n',
  shareKey: 'SH4R3-k3y-v4lu3',
};

describe('server error reports', () => {
  const envelopes: string[] = [];
  // The SDK's transport seam: the envelope is kept in memory instead of being sent.
  const transport = (options: Parameters<typeof Sentry.createTransport>[0]) =>
    Sentry.createTransport(options, async (request) => {
      envelopes.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
      return { statusCode: 200 };
    });
  afterAll(() => Sentry.close());

  it('leave without cookies, CSRF tokens, passwords, one-time codes, upload tokens or session ids', async () => {
    expect(await startErrorReporting({ dsn: 'https://public@errors.example.invalid/1', transport })).toBe(true);
    const error = new Error(
      `import failed for PUT /esxfileapi/v1/projects/upload/blob/42?token=${SECRETS.uploadToken} ` +
        `cookie: airscope_session=${SECRETS.session}; csrfToken=${SECRETS.csrf} password=${SECRETS.password} code=${SECRETS.otp}`,
    );
    Sentry.withScope((scope) => {
      scope.setExtra('request', {
        url: `/password?userId=u-1&access_token=${SECRETS.resetToken}`,
        headers: { cookie: `__Host-airscope_session=${SECRETS.session}`, csrftoken: SECRETS.csrf },
        body: { username: 'someone@airscope.test', password: SECRETS.password, code: SECRETS.otp, keyId: SECRETS.shareKey },
      });
      scope.setExtra('sessionId', SECRETS.session);
      scope.setTag('link', `/shareapi/secureProjectView/${SECRETS.shareKey}/code`);
      reportServerError(error, { requestId: 'req-1', method: 'PUT', route: '/esxfileapi/v1/projects/upload/blob/:fileUploadId' });
    });
    await flushErrorReports();

    const sent = envelopes.join('\n');
    expect(sent).toContain('import failed for PUT /esxfileapi/v1/projects/upload/blob/42?token=[Filtered]');
    expect(sent).toContain('someone@airscope.test');
    expect(sent).toContain('req-1');
    for (const [name, secret] of Object.entries(SECRETS)) expect(sent, name).not.toContain(secret);
  });

  it('still drops the reports docs/product.md §8 drops (400, 401)', async () => {
    const before = envelopes.length;
    reportServerError(Object.assign(new Error('bad input'), { statusCode: 400 }), { requestId: 'req-2', method: 'GET', route: '/x' });
    await flushErrorReports();
    expect(envelopes.slice(before).join('')).not.toContain('req-2');
  });
});
