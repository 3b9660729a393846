import type { ProjectEdits } from '@airscope/contracts';
import { describeRadioSettingProblem, findRegulatoryDomain } from '@airscope/core';
import { checkSimulatedRadio, type AntennaType, type CheckedRadioFields } from '@airscope/esx';
import { badRequest } from '../../http/http-error.ts';

/**
 * Refuses a save whose planned radios break the project's Wi-Fi rules: a channel that is no channel of its band or
 * width, power outside the settable range, and with a regulatory domain a channel the country does not allow or
 * EIRP over its limit. Antenna types come from the save itself first, then from the stored project.
 */
export function assertRadiosWithinRules(
  edits: ProjectEdits,
  regulatoryDomain: string | null,
  storedAntennaTypes: readonly Record<string, unknown>[],
): void {
  const domain = findRegulatoryDomain(regulatoryDomain);
  const antennas = new Map<string, AntennaType>();
  for (const record of storedAntennaTypes) antennas.set(String(record.id), record as AntennaType);
  for (const change of edits.changes)
    if (change.op === 'put' && change.collection === 'antennaTypes') antennas.set(change.record.id, change.record as AntennaType);
  for (const change of edits.changes) {
    if (change.op !== 'put' || change.collection !== 'simulatedRadios') continue;
    const problem = checkSimulatedRadio(change.record as CheckedRadioFields, antennas, domain).problems[0];
    if (problem) throw badRequest(`Radio ${change.record.id}: ${describeRadioSettingProblem(problem)}`, 'RADIO_OUTSIDE_RULES');
  }
}
