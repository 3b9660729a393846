import { Select } from '@mantine/core';
import type { ProjectLocation } from '@airscope/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, loadCities, searchCities, toProjectLocation, type CityMatch, type CityTuple } from './city-search.ts';

interface LocationInputProps {
  value: ProjectLocation | null;
  onChange: (location: ProjectLocation | null) => void;
}

const keyOf = (city: { city?: string; name?: string; latitude: number; longitude: number }) =>
  `${city.city ?? city.name}|${city.latitude}|${city.longitude}`;

/** Finds a city in the bundled list as you type (no network) and hands back its country, city and coordinates. */
export function LocationInput({ value, onChange }: LocationInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [cities, setCities] = useState<readonly CityTuple[] | null>(null);
  const [search, setSearch] = useState(value ? `${value.city}, ${value.country}` : '');

  useEffect(() => {
    let live = true;
    void loadCities().then((list) => live && setCities(list));
    return () => {
      live = false;
    };
  }, []);

  const matches: CityMatch[] = useMemo(() => (cities ? searchCities(cities, search.split(',')[0] ?? '') : []), [cities, search]);
  const options = matches.map((city) => ({ value: keyOf(city), label: `${city.name}, ${countryName(city.countryCode, language)}` }));
  const selectedKey = value ? keyOf(value) : null;
  // The chosen city stays selectable while the search text no longer lists it.
  if (value && selectedKey && !options.some((option) => option.value === selectedKey)) {
    options.unshift({ value: selectedKey, label: `${value.city}, ${value.country}` });
  }

  return (
    <Select
      label={t('manage.projects.location.label')}
      description={t('manage.projects.location.description')}
      placeholder={t('manage.projects.location.placeholder')}
      searchable
      clearable
      data={options}
      value={selectedKey}
      searchValue={search}
      onSearchChange={setSearch}
      // Matching already happened in searchCities (accent-insensitive); show its result as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={cities ? t('manage.projects.location.nothingFound') : t('common.loading')}
      onChange={(key) => {
        if (!key) return onChange(null);
        if (key === selectedKey) return;
        const city = matches.find((candidate) => keyOf(candidate) === key);
        if (city) onChange(toProjectLocation(city));
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
