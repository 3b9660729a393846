/** A fresh .esx record id (a UUID, as Ekahau writes them). */
export function newRecordId(): string {
  return crypto.randomUUID();
}
