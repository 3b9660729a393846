import { checkRadioSetting, type Band, type RadioSetting, type RadioSettingProblem, type RegulatoryDomain } from '@airscope/core';
import { channelToFrequency, radioSettingOf, toEsxBand, type AntennaType, type CheckedRadioFields } from '@airscope/esx';
import type { EditorDocument, EditorRecord } from '../document/editor-document.ts';

/** A radio's band, primary channel, width, power and antenna gain as the editor shows them; undefined without a band. */
export function radioSettingIn(document: EditorDocument, radio: EditorRecord): RadioSetting | undefined {
  return radioSettingOf(radio as CheckedRadioFields, document.antennaTypes as unknown as ReadonlyMap<string, AntennaType>);
}

/** One field typed in the radio editor. */
export type RadioChange = { readonly primary: number } | { readonly widthMhz: number } | { readonly transmitPowerDbm: number };

/** The radio after the change, or null with the reason when the change is refused. */
export type RadioEdit =
  { readonly record: EditorRecord; readonly refusal: null } | { readonly record: null; readonly refusal: RadioSettingProblem };

const isPowerChange = (change: RadioChange) => 'transmitPowerDbm' in change;

/**
 * Applies a typed channel, width or power to a radio, or refuses it with the reason. A change is refused when it
 * leaves its own field wrong (a number that is no channel of the band or width, a channel the country forbids,
 * power outside the range or over the EIRP limit) or makes another field wrong that was right (a channel whose
 * EIRP limit the current power exceeds). Problems the radio already had elsewhere do not block it, so a radio
 * that breaks a newly chosen country's rules can be brought within them one field at a time; lowering power
 * that is over the limit is always let through. The band never changes: it is the radio's, not the typed value's.
 */
export function editRadio(
  document: EditorDocument,
  radio: EditorRecord,
  domain: RegulatoryDomain | undefined,
  change: RadioChange,
): RadioEdit {
  const current = radioSettingIn(document, radio);
  if (!current) throw new Error(`radio ${radio.id} has no band to edit`);
  const candidate: RadioSetting = { ...current, ...change };
  const before = checkRadioSetting(domain, current);
  const after = checkRadioSetting(domain, candidate);
  const ownField = isPowerChange(change) ? ['power'] : ['channel', 'width'];
  const refusal = after.problems.find((problem) => {
    if (!ownField.includes(problem.field)) return !before.problems.some((old) => old.kind === problem.kind);
    const isLowering = isPowerChange(change) && candidate.transmitPowerDbm < current.transmitPowerDbm;
    return !(isLowering && problem.kind === 'over-eirp');
  });
  if (refusal) return { record: null, refusal };
  return { record: withSetting(radio, candidate, after.channels ?? [candidate.primary]), refusal: null };
}

/** The record with the setting's channels (in both encodings where the record has both) and power. */
function withSetting(radio: EditorRecord, setting: RadioSetting, channels: readonly number[]): EditorRecord {
  const record: Record<string, unknown> = { ...radio, channel: [...channels], transmitPower: setting.transmitPowerDbm };
  // AI Pro 11 files carry centre frequencies, which readers prefer over channel numbers: keep them in step.
  if (Array.isArray(radio.channelByCenterFrequencyDefinedNarrowChannels))
    record.channelByCenterFrequencyDefinedNarrowChannels = channels.map((channel) =>
      channelToFrequency(channel, toEsxBand(setting.band as Band)),
    );
  return record as EditorRecord;
}

/** What is wrong with the radio as it is now (e.g. after the project's country changed), per field. */
export function radioProblems(document: EditorDocument, radio: EditorRecord, domain: RegulatoryDomain | undefined) {
  const setting = radioSettingIn(document, radio);
  return setting ? checkRadioSetting(domain, setting) : null;
}
