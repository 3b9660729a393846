import i18next, { type BackendModule, type i18n as I18nInstance, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.ts';
import { detectLanguage, I18N_OPTIONS, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages.ts';

// English is the fallback of every message and ships with the page; each other language is its own chunk, fetched
// when it is first chosen (about 60 kB of source each: four of them were most of the first page's own code).
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<ResourceLanguage>> = {
  de: () => import('./locales/de.ts').then((module) => module.de),
  fr: () => import('./locales/fr.ts').then((module) => module.fr),
  es: () => import('./locales/es.ts').then((module) => module.es),
  fi: () => import('./locales/fi.ts').then((module) => module.fi),
};

const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language) || language === 'en') return callback(null, {});
    LOADERS[language]().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/** The page's i18next: the remembered or browser language, loaded before it resolves; `changeLanguage` loads the next. */
export async function createBrowserI18n(): Promise<I18nInstance> {
  const language = detectLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), window.navigator.languages ?? []);
  const instance = i18next.createInstance();
  await instance
    .use(localeChunks)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, resources: { en: { translation: en } }, partialBundledLanguages: true, lng: language });
  document.documentElement.lang = language;
  instance.on('languageChanged', (next) => {
    document.documentElement.lang = next;
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  });
  return instance;
}
