import type { AutoPlanProposal, AutoPlanRequest } from '@airscope/contracts';
import { antennaPatternOf, type CatalogueApModel } from '../access-points/catalogue.ts';
import { templateOfModel } from '../commands/catalogue-template.ts';
import { placeAccessPoint } from '../commands/access-point-commands.ts';
import { recordsOf, type EditorDocument, type RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';

const AP_HEIGHT_M = 2.4;
const PLANNED_WIDTH_MHZ = 20;

/** What the server plans with for a catalogue model on a band: its radio there, at the most power the editor allows. */
export function autoPlanRequestOf(model: CatalogueApModel, band: '2.4' | '5' | '6', requirementId?: string): AutoPlanRequest | null {
  const radio = model.radios.find((candidate) => candidate.band === band && candidate.technology !== 'BLE');
  if (!radio || radio.technology === 'BLE') return null;
  const antenna = antennaPatternOf(radio.antennaKey);
  return {
    ...(requirementId ? { requirementId } : {}),
    band,
    radio: {
      maxTxPowerDbm: radio.maxTxPowerDbm,
      widthMhz: PLANNED_WIDTH_MHZ,
      streams: radio.streams,
      technology: radio.technology,
      heightM: AP_HEIGHT_M,
      ...(antenna ? { antenna: { azimuthGainsDbi: [...antenna.azimuthGainsDbi], elevationGainsDbi: [...antenna.elevationGainsDbi] } } : {}),
    },
    goalPercent: 95,
  };
}

/**
 * The proposal as one undoable command: an AP of the model at each proposed point, named on from the project's
 * APs, its radio on the planned band given the proposed channel and power (its other radios keep the model's).
 */
export function acceptProposalCommand(
  document: EditorDocument,
  floorPlanId: string,
  proposal: AutoPlanProposal,
  model: CatalogueApModel,
): EditorCommand {
  const template = templateOfModel(document, model);
  const taken = new Set(recordsOf(document, 'accessPoints').map((ap) => String(ap.name ?? '')));
  let number = document.accessPoints.size;
  const changes: RecordChange[] = [];
  proposal.accessPoints.forEach((proposed, index) => {
    do number += 1;
    while (taken.has(`AP-${number}`));
    const radios = template.radios.map((radio) =>
      radio.band === proposal.band ? { ...radio, channel: proposed.channel, transmitPower: proposed.transmitPowerDbm } : radio,
    );
    // Antenna types are added with the first AP only.
    const placed = placeAccessPoint(
      document,
      floorPlanId,
      { x: proposed.x, y: proposed.y },
      {
        ...template,
        radios,
        antennaTypes: index === 0 ? template.antennaTypes : [],
      },
    );
    for (const change of placed.command.changes) {
      if (change.op === 'put' && change.collection === 'accessPoints')
        changes.push({ ...change, record: { ...change.record, name: `AP-${number}` } });
      else changes.push(change);
    }
  });
  return { label: 'autoPlan', changes };
}
