import { findRegulatoryDomain } from '@airscope/core';
import { useMemo, useState, type ReactNode } from 'react';
import { RegulatoryDomainContext } from './regulatory-domain-context.ts';

/** Holds the project's country for the editor, starting from the one loaded with the project. */
export function RegulatoryDomainProvider({ initial, children }: { initial: string | null; children: ReactNode }) {
  const [code, setCode] = useState(initial);
  const value = useMemo(() => ({ code, domain: findRegulatoryDomain(code), setCode }), [code]);
  return <RegulatoryDomainContext.Provider value={value}>{children}</RegulatoryDomainContext.Provider>;
}
