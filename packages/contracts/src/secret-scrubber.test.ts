import { describe, expect, it } from 'vitest';
import { FILTERED, isCredentialCode, scrubSecrets, scrubSecretsInText } from './secret-scrubber.ts';

const SECRETS = ['S3SS10NV4LU3', 'CSRFV4LU3', 'P4SSW0RD', '918273', 'UPL04DT0K3N', 'R3S3TT0K3N', 'F1L3T0K3N', 'SH4R3K3Y', 'AMZS1G'];

describe('the secret scrubber', () => {
  it('filters secrets out of URLs, cookies and free text, and keeps the rest', () => {
    const text = [
      'cookie: __Host-airscope_session=S3SS10NV4LU3; airscope_csrf=CSRFV4LU3',
      'PUT /esxfileapi/v1/projects/upload/blob/4f1c?token=UPL04DT0K3N&x=1',
      '/password?userId=u-1&access_token=R3S3TT0K3N',
      'GET /projectapi/v1/files/F1L3T0K3N',
      'POST /shareapi/secureProjectView/SH4R3K3Y/code',
      'https://bucket.example/k?X-Amz-Signature=AMZS1G',
      'password=P4SSW0RD code: 918273 csrfToken: CSRFV4LU3',
    ].join('\n');
    const scrubbed = scrubSecretsInText(text);
    for (const secret of SECRETS) expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('/esxfileapi/v1/projects/upload/blob/4f1c?token=[Filtered]&x=1');
    expect(scrubbed).toContain('userId=u-1');
    expect(scrubbed).toContain('/shareapi/secureProjectView/[Filtered]/code');
  });

  it('leaves ordinary texts, error codes and the OTP login path alone', () => {
    for (const text of [
      'errorCode: LICENSE_EXPIRED',
      'POST /shareapi/secureProjectView/login',
      'GET /projectapi/v1/projects/3f2b?page=2',
    ]) {
      expect(scrubSecretsInText(text)).toBe(text);
    }
  });

  it('blanks secret fields at any depth of an object', () => {
    const scrubbed = scrubSecrets({
      request: { headers: { cookie: 'a=b', csrftoken: 'CSRFV4LU3', 'user-agent': 'test' }, cookies: { airscope_session: 'S3SS10NV4LU3' } },
      body: { username: 'u@x.test', password: 'P4SSW0RD', code: '918273' },
      list: [{ sessionId: 'S3SS10NV4LU3' }],
    });
    expect(scrubbed).toEqual({
      request: { headers: { cookie: FILTERED, csrftoken: FILTERED, 'user-agent': 'test' }, cookies: FILTERED },
      body: { username: 'u@x.test', password: FILTERED, code: FILTERED },
      list: [{ sessionId: FILTERED }],
    });
  });

  // A field named `code` is an error code as often as a one-time code: what the value is decides, not the name.
  it('keeps error codes in a `code` field and filters one-time, user, device and authorization codes', () => {
    const errorCodes = [
      'invalid-signature',
      'saml_signature_invalid',
      'TOO_MANY_CODES',
      'ECONNREFUSED',
      'ERR_HTTP2_STREAM_ERROR',
      'unknown-request',
    ];
    const credentials = [
      '918273',
      'WDJB-MJHT',
      'SplxlOBeZQQYbYS6WxSbIA',
      'a3f9c2e1b7d4',
      'GmDeDr1mw4Ltx3MPPaZkzrtHxlRlbBEhOYj1vDxIjeg',
      '23505',
    ];
    for (const code of errorCodes) {
      expect(isCredentialCode(code), code).toBe(false);
      expect(scrubSecrets({ event: 'sso.refused', code })).toEqual({ event: 'sso.refused', code });
      expect(scrubSecretsInText(`"code":"${code}"`)).toBe(`"code":"${code}"`);
    }
    for (const code of credentials) {
      expect(isCredentialCode(code), code).toBe(true);
      expect(scrubSecrets({ code })).toEqual({ code: FILTERED });
      expect(scrubSecretsInText(`code: ${code}`)).toBe(`code: ${FILTERED}`);
    }
    expect(scrubSecrets({ code: 404, otpCode: 'x' })).toEqual({ code: 404, otpCode: FILTERED });
    expect(scrubSecrets({ code: 918273 })).toEqual({ code: FILTERED });
    // Named for what they are, these are always secrets; and in a URL any code is.
    expect(scrubSecrets({ device_code: 'invalid', user_code: 'ABCD', authCode: 'x' })).toEqual({
      device_code: FILTERED,
      user_code: FILTERED,
      authCode: FILTERED,
    });
    expect(scrubSecretsInText('/callback?code=invalid-signature&state=1')).toBe(`/callback?code=${FILTERED}&state=1`);
    expect(scrubSecretsInText('/device?user_code=WDJB-MJHT')).toBe(`/device?user_code=${FILTERED}`);
  });
});
