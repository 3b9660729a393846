import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fi } from './locales/fi.ts';
import { fr } from './locales/fr.ts';

export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr', 'es', 'fi'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Where the chosen language is remembered between visits (not one of the storage keys of docs/product.md §9). */
export const LANGUAGE_STORAGE_KEY = 'airscopeLanguage';

export const resources = {
  en: { translation: en },
  de: { translation: de },
  fr: { translation: fr },
  es: { translation: es },
  fi: { translation: fi },
} as const;

export function isLanguage(value: string | null | undefined): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The stored choice, else the first browser language we speak, else English. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const match = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return match ?? 'en';
}

/** A ready i18next instance; resources are bundled, so it initialises synchronously. */
export function createI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function createBrowserI18n(): I18nInstance {
  const language = detectLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), window.navigator.languages ?? []);
  const instance = createI18n(language);
  document.documentElement.lang = language;
  instance.on('languageChanged', (next) => {
    document.documentElement.lang = next;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  });
  return instance;
}
