/** ISO calendar days (`YYYY-MM-DD`) shown and typed in the user's language order (26.11.2026, 11/26/2026, …). */

type Field = 'day' | 'month' | 'year';

// A day whose day and month differ and have two digits, so the language's order and separators show.
const SAMPLE = new Date(Date.UTC(2026, 10, 26));

function formatterOf(language: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
}

/** The order of day, month and year in the language's short dates. */
function fieldOrder(language: string): Field[] {
  return formatterOf(language)
    .formatToParts(SAMPLE)
    .flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
}

/** The typing pattern of the language, e.g. `DD.MM.YYYY` (de), `MM/DD/YYYY` (en-US), `DD/MM/YYYY` (fr). */
export function localDatePattern(language: string): string {
  const letters: Record<Field, string> = { day: 'DD', month: 'MM', year: 'YYYY' };
  return formatterOf(language)
    .formatToParts(SAMPLE)
    .map((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? letters[part.type] : part.value))
    .join('');
}

/** An ISO day as the language writes it; '' for null or a malformed day. */
export function formatLocalDate(iso: string | null, language: string): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return '';
  return formatterOf(language).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** A day typed in the language's order (any separators) as ISO; null when it is not a real calendar day. */
export function parseLocalDate(text: string, language: string): string | null {
  const numbers = text.trim().match(/\d+/g);
  if (!numbers || numbers.length !== 3) return null;
  const value: Partial<Record<Field, number>> = {};
  fieldOrder(language).forEach((field, index) => (value[field] = Number(numbers[index])));
  const { day = 0, month = 0, year = 0 } = value;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A range is in order when either end is open or the start is not after the end (ISO days compare as text). */
export function isDateRangeInOrder(startDate: string | null, endDate: string | null): boolean {
  return !startDate || !endDate || startDate <= endDate;
}
