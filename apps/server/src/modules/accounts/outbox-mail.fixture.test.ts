import { describe, expect, it } from 'vitest';
import { readOneTimeCode } from './outbox-mail.fixture.ts';

// A recipient such as recipient-482913@outside.test once made a sign-in test read the address as the code.
describe('reading a one-time code from a mail', () => {
  const mail = (to: string, code: string) =>
    `From: Airscope <no-reply@airscope.local>\nTo: ${to}\nSubject: Your Airscope one-time code\nDate: Fri, 27 Nov 2026 16:23:56 +0000\n\nHello,\n\nyour one-time code for the project "test" is:\n\n${code}\n\nIt works once, for 10 minutes.\n`;

  it('takes the code from the body, not six digits in the address', () => {
    expect(readOneTimeCode(mail('recipient-482913@outside.test', '055120'))).toBe('055120');
  });

  it('says so when the body has no code', () => {
    expect(() => readOneTimeCode(mail('a@outside.test', 'none'))).toThrow('no one-time code');
  });
});
