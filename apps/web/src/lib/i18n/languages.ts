export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'es', 'fi'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Where the chosen language is remembered between visits (not one of the storage keys of docs/product.md §9). */
export const LANGUAGE_STORAGE_KEY = 'airscopeLanguage';

export function isLanguage(value: string | null | undefined): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The stored choice, else the first browser language we speak, else English. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const match = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return match ?? 'en';
}

/** i18next's options shared by the page and the tests. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
} as const;
