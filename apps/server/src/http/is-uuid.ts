const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id can name a row: PostgreSQL refuses a malformed uuid with an error, where the caller wants a 404. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
