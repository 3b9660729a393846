import { createStockRequirements } from '@airscope/esx';
import type { EditorDocument, EditorRecord, RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { drawArea, type Point } from './area-commands.ts';
import { newRecordId } from './new-record-id.ts';

/** A choice of the area's requirement select: a record id of the project, or `stock:<key>` when it has none yet. */
export interface RequirementChoice {
  readonly value: string;
  readonly label: string;
}

const STOCK_PREFIX = 'stock:';
// Names and keys only: the records a project gets are made with fresh ids when first needed.
const STOCK_CHOICES: readonly RequirementChoice[] = createStockRequirements(() => 'stock').map((record) => ({
  value: `${STOCK_PREFIX}${record.key}`,
  label: String(record.name),
}));

/** The project's default requirement: the one marked `isDefault`, else the first (Ekahau marks exactly one). */
export function defaultRequirementOf(document: Pick<EditorDocument, 'requirements'>): EditorRecord | undefined {
  const records = [...document.requirements.values()];
  return records.find((record) => record.isDefault === true) ?? records[0];
}

/** The requirement profiles the project has, or Ekahau's stock ones to create when it has none. */
export function requirementChoices(document: EditorDocument): RequirementChoice[] {
  if (document.requirements.size === 0) return [...STOCK_CHOICES];
  return [...document.requirements.values()].map((record) => ({ value: record.id, label: String(record.name ?? record.key ?? record.id) }));
}

/** The profile that applies inside an area: its own, else the project's default (what the engine does). */
export function effectiveRequirementOf(document: Pick<EditorDocument, 'requirements'>, area: EditorRecord): EditorRecord | undefined {
  return (
    (typeof area.requirementId === 'string' ? document.requirements.get(area.requirementId) : undefined) ?? defaultRequirementOf(document)
  );
}

/** The project's requirements, creating the stock catalogue (puts into `changes`) when it has none. */
function ensureRequirements(document: EditorDocument, changes: RecordChange[]): EditorRecord[] {
  if (document.requirements.size > 0) return [...document.requirements.values()];
  const stock = createStockRequirements(newRecordId) as EditorRecord[];
  for (const record of stock) changes.push({ op: 'put', collection: 'requirements', record });
  return stock;
}

/**
 * A requirement area under the project's default requirement; a project without requirement records
 * first gets Ekahau's stock catalogue, in the same command, so one undo takes both away.
 */
export function drawRequirementArea(document: EditorDocument, floorPlanId: string, polygon: readonly Point[], name: string): EditorCommand {
  const changes: RecordChange[] = [];
  const records = ensureRequirements(document, changes);
  const requirement = records.find((record) => record.isDefault === true) ?? records[0];
  const area = drawArea('areas', floorPlanId, polygon, { name, ...(requirement ? { requirementId: requirement.id } : {}) });
  return { label: 'drawArea', changes: [...changes, ...area.changes] };
}

/** Puts an area under another requirement: a record id, or a `stock:<key>` choice that creates the stock catalogue first. */
export function setAreaRequirement(document: EditorDocument, area: EditorRecord, choice: string): EditorCommand {
  const changes: RecordChange[] = [];
  let requirementId = choice;
  if (choice.startsWith(STOCK_PREFIX)) {
    const key = choice.slice(STOCK_PREFIX.length);
    const records = ensureRequirements(document, changes);
    const picked = records.find((record) => record.key === key);
    if (!picked) return { label: 'setAreaRequirement', changes: [] };
    requirementId = picked.id;
  } else if (!document.requirements.has(choice)) return { label: 'setAreaRequirement', changes: [] };
  changes.push({ op: 'put', collection: 'areas', record: { ...area, requirementId } });
  return { label: 'setAreaRequirement', changes };
}
