import { createRequire } from 'node:module';

type OuiTable = Readonly<Record<string, string>>;

let table: OuiTable | undefined;

/** The IEEE MA-L registry from the `oui-data` package (BSD-2-Clause), read once on first use: it is 5 MB of JSON. */
function ouiTable(): OuiTable {
  table ??= createRequire(import.meta.url)('oui-data') as OuiTable;
  return table;
}

/**
 * The organisation the IEEE registered a MAC's first three octets to, e.g. "Cisco Systems, Inc", or null.
 * A locally administered address (Meraki, Ubiquiti and others set that bit for extra BSSIDs) is looked up
 * with the bit cleared, the same rule that groups BSSIDs into access points.
 */
export function lookUpMacVendor(mac: string): string | null {
  const hex = mac.replace(/[^0-9a-f]/gi, '').toUpperCase();
  if (hex.length < 6) return null;
  const firstOctet = parseInt(hex.slice(0, 2), 16) & ~0x02;
  const oui = `${firstOctet.toString(16).toUpperCase().padStart(2, '0')}${hex.slice(2, 6)}`;
  const entry = ouiTable()[oui];
  return entry ? (entry.split('\n')[0]?.trim() ?? null) || null : null;
}
