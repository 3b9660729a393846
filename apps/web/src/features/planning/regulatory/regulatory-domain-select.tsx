import { REGULATORY_DOMAINS } from '@airscope/core';
import { NativeSelect } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setRegulatoryDomain } from '../api/set-regulatory-domain.request.ts';
import { countryName } from './country-name.ts';
import { useRegulatoryDomainChoice } from './regulatory-domain-context.ts';

/**
 * The project's country, whose Wi-Fi rules (channels, widths, EIRP, DFS) the radio fields and the channel planner
 * keep to. Stored with the project at once: it is a project setting, not an edit to undo or save.
 */
export const RegulatoryDomainSelect = memo(function RegulatoryDomainSelect({
  projectId,
  canWrite,
}: {
  projectId: string;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { code: value, setCode } = useRegulatoryDomainChoice();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(
    () =>
      REGULATORY_DOMAINS.map((domain) => ({
        value: domain.code,
        label: `${countryName(domain.code, i18n.language, domain.name)} (${domain.regulator})`,
      })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  const choose = async (code: string | null) => {
    setBusy(true);
    setError(null);
    try {
      setCode(await setRegulatoryDomain(projectId, code));
    } catch (failure) {
      setError(t('planning.regulatory.saveFailed', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <NativeSelect
      label={t('planning.regulatory.label')}
      description={value ? undefined : t('planning.regulatory.none')}
      value={value ?? ''}
      disabled={!canWrite || busy}
      error={error}
      onChange={(event) => void choose(event.currentTarget.value || null)}
      data={[{ value: '', label: t('planning.regulatory.noCountry') }, ...options]}
      data-testid="regulatory-domain"
    />
  );
});
