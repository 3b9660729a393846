import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n/languages.ts';

/** A labelled native select of the five languages; native for keyboard and screen-reader ease. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const data = SUPPORTED_LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }));
  return (
    <NativeSelect
      aria-label={t('a11y.language')}
      size="xs"
      w={130}
      data={data}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(event) => {
        if (isLanguage(event.currentTarget.value)) void i18n.changeLanguage(event.currentTarget.value);
      }}
    />
  );
}
