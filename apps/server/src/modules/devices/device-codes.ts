import { randomInt } from 'node:crypto';

// RFC 8628 section 6.1: consonants only (no vowels, so no words), no look-alikes; 20^8 ≈ 2^34.5 codes.
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_LENGTH = 8;

/** A user code from the CSPRNG, stored without its dash: "WDJBMJHT". */
export function createUserCode(): string {
  let code = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

/** Shown and typed as two halves: "WDJB-MJHT". */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a person typed, as stored: dashes and spaces dropped, upper case; undefined when it cannot be a code. */
export function normalizeUserCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== USER_CODE_LENGTH) return undefined;
  for (const char of code) if (!USER_CODE_ALPHABET.includes(char)) return undefined;
  return code;
}
