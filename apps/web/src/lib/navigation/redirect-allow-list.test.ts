import { describe, expect, it } from 'vitest';
import { chooseRedirectTarget, isAllowedRedirect, resolveRedirectTarget, type RedirectPolicy } from './redirect-allow-list.ts';

const policy: RedirectPolicy = {
  allowedHosts: ['app.example.com', 'app.dev.example.com', 'planner.example.com', 'optimizer.example.com:8443'],
  ownOrigin: 'https://airscope.test',
};

describe('post-login redirect allow-list (docs/security.md A5)', () => {
  it.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    'https:evil.com',
    'https:app.example.com',
    'http://app.example.com',
    'https://app.example.com.evil.com',
    'https://app.example.com@evil.com',
    'https://evil.com@app.example.com',
    'https://user:pass@app.example.com',
    'https://evil.com#@app.example.com',
    'https://evil.com?x=app.example.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '%2F%2Fevil.com',
    '\t//evil.com',
    '\n//evil.com',
    ' //evil.com',
    ' /projects/1',
    '/projects/1 ',
    '/projects/\u0000',
    'https://app.example.com:444',
    'https://optimizer.example.com',
    'https://аpp.example.com',
    'projects/1',
    '',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(isAllowedRedirect(input, policy)).toBe(false);
  });

  it.each([
    ['https://app.example.com', 'https://app.example.com/'],
    ['https://app.example.com/projects/7?tab=map', 'https://app.example.com/projects/7?tab=map'],
    ['HTTPS://APP.EXAMPLE.COM/x', 'https://app.example.com/x'],
    ['https://app.example.com:443/x', 'https://app.example.com/x'],
    ['https://app.dev.example.com/', 'https://app.dev.example.com/'],
    ['https://optimizer.example.com:8443/projects/1', 'https://optimizer.example.com:8443/projects/1'],
  ])('accepts the allowed https host %j', (input, url) => {
    expect(resolveRedirectTarget(input, policy)).toEqual({ kind: 'external', url });
  });

  it('accepts relative paths on our own origin', () => {
    expect(resolveRedirectTarget('/projects/1', policy)).toEqual({ kind: 'internal', path: '/projects/1' });
    expect(resolveRedirectTarget('/manage/licenses?x=1#top', policy)).toEqual({ kind: 'internal', path: '/manage/licenses?x=1#top' });
  });

  it('normalises dot segments of a relative path', () => {
    expect(resolveRedirectTarget('/a/../insights', policy)).toEqual({ kind: 'internal', path: '/insights' });
  });
});

describe('chooseRedirectTarget', () => {
  it('falls back to root for a refused or missing target', () => {
    expect(chooseRedirectTarget('https://evil.com', policy)).toEqual({ kind: 'internal', path: '/' });
    expect(chooseRedirectTarget(null, policy)).toEqual({ kind: 'internal', path: '/' });
    expect(chooseRedirectTarget('/insights', policy)).toEqual({ kind: 'internal', path: '/insights' });
  });
});
