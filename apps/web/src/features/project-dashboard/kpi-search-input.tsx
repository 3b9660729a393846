import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** docs/product.md §9: searches wait until typing pauses for 500 ms. */
export const KPI_SEARCH_DEBOUNCE_MS = 500;

interface KpiSearchInputProps {
  label: string;
  /** Called with the text once typing pauses. */
  onSearch(text: string): void;
}

/** The search box of a KPI table (docs/product.md §5: matches the floor or area name, trimmed, ignoring case, on the server). */
export function KpiSearchInput({ label, onSearch }: KpiSearchInputProps) {
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text, KPI_SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled.trim()), [settled, onSearch]);
  return <TextInput type="search" label={label} value={text} onChange={(event) => setText(event.currentTarget.value)} w={280} />;
}
