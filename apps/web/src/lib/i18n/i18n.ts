import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fi } from './locales/fi.ts';
import { fr } from './locales/fr.ts';
import { I18N_OPTIONS, type Language } from './languages.ts';

export { SUPPORTED_LANGUAGES, detectLanguage, type Language } from './languages.ts';

/** Every language's messages at once: for tests, which switch languages synchronously. The page loads them one by one. */
export const resources = {
  en: { translation: en },
  de: { translation: de },
  fr: { translation: fr },
  es: { translation: es },
  fi: { translation: fi },
} as const;

/** A ready i18next instance with every language bundled, so it initialises synchronously. */
export function createI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...I18N_OPTIONS, resources, lng: language, initAsync: false });
  return instance;
}
