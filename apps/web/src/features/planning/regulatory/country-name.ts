/** A country's name in the user's language (Intl region names), else the English name given. */
export function countryName(code: string, language: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
