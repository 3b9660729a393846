import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '@airscope/contracts';
import { createI18n, detectLanguage, resources, SUPPORTED_LANGUAGES } from './i18n.ts';
import { translateError } from './translate-error.ts';
import { ApiRequestError } from '../api/api-request-error.ts';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  const english = leafKeys(resources.en.translation).sort();

  it.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))('%s has every English key and no other', (lng) => {
    expect(leafKeys(resources[lng].translation).sort()).toEqual(english);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty text', (lng) => {
    const i18n = createI18n(lng);
    const empty = leafKeys(resources[lng].translation).filter((key) => (i18n.t(key as never) as string).trim() === '');
    expect(empty).toEqual([]);
  });

  it('has a translation for every fixed error text (docs/product.md §8)', () => {
    expect(Object.keys(resources.en.translation.errors).sort()).toEqual(Object.keys(ERROR_TEXT).sort());
  });
});

describe('detectLanguage', () => {
  it('prefers the stored choice, then the browser, then English', () => {
    expect(detectLanguage('fi', ['de-DE'])).toBe('fi');
    expect(detectLanguage(null, ['pt-BR', 'fr-CA'])).toBe('fr');
    expect(detectLanguage('xx', ['pt-BR'])).toBe('en');
  });
});

describe('translateError', () => {
  const t = createI18n('de').t;

  it('translates the fixed texts and shows server texts as given', () => {
    expect(translateError(t, new Error(ERROR_TEXT.loginFailed)).message).toBe('Anmeldung fehlgeschlagen');
    expect(translateError(t, new Error('Licence key unknown')).message).toBe('Licence key unknown');
  });

  it('adds the server reason behind a store message', () => {
    const cause = new ApiRequestError('Licence key unknown', { status: 400, endpointId: 'updateUserLicense' });
    expect(translateError(t, new Error(ERROR_TEXT.userLicenseFailed, { cause }))).toEqual({
      message: 'Die Benutzerlizenz konnte nicht abgerufen werden',
      detail: 'Licence key unknown',
    });
  });
});
