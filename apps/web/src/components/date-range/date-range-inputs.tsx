import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate, isDateRangeInOrder, localDatePattern, parseLocalDate } from './local-dates.ts';

export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

interface DateRangeInputsProps {
  value: DateRange;
  /** Called only with a range whose days are real and in order; a cleared field opens that end. */
  onChange(range: DateRange): void;
  fromLabel: string;
  toLabel: string;
  /** The days there are data for, shown as a hint; days outside are refused. */
  bounds?: { min?: string | undefined; max?: string | undefined };
}

type End = 'startDate' | 'endDate';

/** Two day fields in the user's language format; a wrong day or a start after the end is said, not applied. */
export function DateRangeInputs({ value, onChange, fromLabel, toLabel, bounds }: DateRangeInputsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pattern = localDatePattern(language);
  const [texts, setTexts] = useState(() => ({
    startDate: formatLocalDate(value.startDate, language),
    endDate: formatLocalDate(value.endDate, language),
  }));
  const [errors, setErrors] = useState<Record<End, string | null>>({ startDate: null, endDate: null });
  // A range changed from outside (or a new language) is shown anew.
  useEffect(() => {
    setTexts({ startDate: formatLocalDate(value.startDate, language), endDate: formatLocalDate(value.endDate, language) });
    setErrors({ startDate: null, endDate: null });
  }, [value.startDate, value.endDate, language]);

  // Typing applies a complete, valid range at once; a half-typed day is only judged when the field is left.
  const check = (nextTexts: Record<End, string>, isLeaving: boolean) => {
    const parsed = {
      startDate: nextTexts.startDate.trim() ? parseLocalDate(nextTexts.startDate, language) : null,
      endDate: nextTexts.endDate.trim() ? parseLocalDate(nextTexts.endDate, language) : null,
    };
    const errorOf = (which: End): string | null => {
      if (nextTexts[which].trim() && !parsed[which]) return t('dateRange.invalid', { pattern });
      const day = parsed[which];
      if (day && ((bounds?.min && day < bounds.min) || (bounds?.max && day > bounds.max))) {
        return t('dateRange.outside', {
          min: formatLocalDate(bounds?.min ?? null, language),
          max: formatLocalDate(bounds?.max ?? null, language),
        });
      }
      return null;
    };
    const next = { startDate: errorOf('startDate'), endDate: errorOf('endDate') };
    if (!next.startDate && !next.endDate && !isDateRangeInOrder(parsed.startDate, parsed.endDate)) next.endDate = t('dateRange.order');
    const isValid = !next.startDate && !next.endDate;
    setErrors(isLeaving || next.endDate === t('dateRange.order') ? next : { startDate: null, endDate: null });
    if (isValid && (parsed.startDate !== value.startDate || parsed.endDate !== value.endDate)) onChange(parsed);
  };
  const type = (end: End, text: string) => {
    const nextTexts = { ...texts, [end]: text };
    setTexts(nextTexts);
    check(nextTexts, false);
  };

  const hint =
    bounds?.min && bounds.max
      ? t('dateRange.available', { min: formatLocalDate(bounds.min, language), max: formatLocalDate(bounds.max, language) })
      : undefined;
  return (
    <>
      <TextInput
        label={fromLabel}
        placeholder={pattern}
        value={texts.startDate}
        error={errors.startDate}
        description={hint}
        onChange={(event) => type('startDate', event.currentTarget.value)}
        onBlur={() => check(texts, true)}
        w={170}
        inputMode="numeric"
        data-testid="date-from"
      />
      <TextInput
        label={toLabel}
        placeholder={pattern}
        value={texts.endDate}
        error={errors.endDate}
        description={hint ? ' ' : undefined}
        onChange={(event) => type('endDate', event.currentTarget.value)}
        onBlur={() => check(texts, true)}
        w={170}
        inputMode="numeric"
        data-testid="date-to"
      />
    </>
  );
}
