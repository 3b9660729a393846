import type { z } from 'zod';
import type { JsonObject } from '@airscope/esx';
import { quoteEntryName } from './check-entry-name.ts';
import { EsxErrorCode, notValidEsx } from './esx-error.ts';

/** Live records (validated) and DELETED ones (kept as found) of one collection file. */
export interface SplitRecords<Record> {
  live: Record[];
  deleted: JsonObject[];
}

/** The array under `{"<key>": [...]}`, the layout of every collection file; anything else is refused. */
export function readCollectionArray(value: unknown, key: string, entryName: string): unknown[] {
  const list = isJsonObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  if (!Array.isArray(list)) {
    throw notValidEsx(EsxErrorCode.SCHEMA_INVALID, `the data file ${quoteEntryName(entryName)} does not hold a "${key}" list.`, {
      entryName,
    });
  }
  return list;
}

/** The object under `{"<key>": {...}}`, the layout of project.json and projectConfiguration.json. */
export function readSingleObject(value: unknown, key: string, entryName: string): unknown {
  const object = isJsonObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  if (!isJsonObject(object)) {
    throw notValidEsx(EsxErrorCode.SCHEMA_INVALID, `the data file ${quoteEntryName(entryName)} does not hold a "${key}" object.`, {
      entryName,
    });
  }
  return object;
}

/**
 * Skips records whose status is DELETED (soft-deleted in Ekahau) into `deleted`, and validates the rest.
 * The validated record is the original object (the schemas have no transforms), so key order and unknown
 * fields stay exactly as in the file.
 */
export function splitAndValidate<Schema extends z.ZodType>(
  records: readonly unknown[],
  schema: Schema,
  entryName: string,
): SplitRecords<z.infer<Schema>> {
  const split: SplitRecords<z.infer<Schema>> = { live: [], deleted: [] };
  records.forEach((record, index) => {
    if (!isJsonObject(record)) throw describeInvalidRecord(entryName, index, undefined, 'it is not an object');
    if (record.status === 'DELETED') {
      split.deleted.push(record);
      return;
    }
    const result = schema.safeParse(record);
    if (!result.success) throw describeInvalidRecord(entryName, index, record.id, describeIssue(result.error.issues[0]));
    split.live.push(record as z.infer<Schema>);
  });
  return split;
}

/** Validates a single object (project, projectConfiguration). */
export function validateObject<Schema extends z.ZodType>(value: unknown, schema: Schema, entryName: string): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw notValidEsx(
      EsxErrorCode.SCHEMA_INVALID,
      `the data file ${quoteEntryName(entryName)} has invalid data: ${describeIssue(result.error.issues[0])}.`,
      { entryName },
    );
  }
  return value as z.infer<Schema>;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeInvalidRecord(entryName: string, index: number, id: unknown, reason: string) {
  const which = typeof id === 'string' ? `record ${index + 1} (id ${JSON.stringify(id.slice(0, 64))})` : `record ${index + 1}`;
  return notValidEsx(EsxErrorCode.SCHEMA_INVALID, `the data file ${quoteEntryName(entryName)} has an invalid ${which}: ${reason}.`, {
    entryName,
  });
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (issue === undefined) return 'unknown problem';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `field "${path}": ${issue.message}`;
}
