import { describe, expect, it } from 'vitest';
import { describeClient, isBotUserAgent } from './client-info.ts';

describe('analytics client description', () => {
  it('names OS, browser and their versions', () => {
    expect(
      describeClient(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toMatchObject({
      os: 'Windows',
      osVersion: '10.0',
      browser: 'Edge',
      browserVersion: '131.0.2903.86',
    });
    expect(
      describeClient(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      ),
    ).toMatchObject({
      os: 'macOS',
      osVersion: '10.15.7',
      browser: 'Safari',
      browserVersion: '17.4',
    });
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toMatchObject({
      os: 'Linux',
      browser: 'Firefox',
      browserVersion: '128.0',
    });
  });

  it('recognises bots', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});
