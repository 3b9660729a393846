import { type RegulatoryDomain } from '@airscope/core';
import { createContext, useContext } from 'react';

/** The project's country for Wi-Fi rules as the editor holds it: its code, its rules (undefined: none) and a setter. */
export interface RegulatoryDomainChoice {
  readonly code: string | null;
  readonly domain: RegulatoryDomain | undefined;
  readonly setCode: (code: string | null) => void;
}

export const RegulatoryDomainContext = createContext<RegulatoryDomainChoice>({ code: null, domain: undefined, setCode: () => {} });

/** The rules the radio fields and the channel planner keep to; undefined while the project has no country. */
export function useRegulatoryDomain(): RegulatoryDomain | undefined {
  return useContext(RegulatoryDomainContext).domain;
}

export function useRegulatoryDomainChoice(): RegulatoryDomainChoice {
  return useContext(RegulatoryDomainContext);
}
