/**
 * Access-point key of a BSSID. Rule: BSSIDs belong to the same AP when they are equal after
 * (1) clearing the locally-administered bit (0x02) of the first octet — vendors such as Meraki and
 * Ubiquiti derive virtual BSSIDs by setting it — and (2) masking the last nibble, which vendors
 * (Cisco, Aruba, H3C, Huawei…) increment per SSID on one radio. Radios of one physical AP whose BSSIDs
 * differ beyond the last nibble (e.g. …:40 on 5 GHz and …:50 on 2.4 GHz) stay separate groups: that
 * pairing is vendor-specific and ambiguous between neighbouring APs.
 */
export function accessPointKeyOfBssid(bssid: string): string {
  const octets = normaliseBssid(bssid).split(':');
  if (octets.length !== 6) return normaliseBssid(bssid);
  const first = (parseInt(octets[0]!, 16) & ~0x02).toString(16).padStart(2, '0');
  return [first, ...octets.slice(1, 5), `${octets[5]![0]}x`].join(':');
}

/** Lower-case, colon-separated form of a MAC address ("AA-BB-…" and "aabb.ccdd.eeff" accepted). */
export function normaliseBssid(bssid: string): string {
  const hex = bssid.toLowerCase().replace(/[^0-9a-f]/g, '');
  return hex.length === 12 ? (hex.match(/../g) ?? []).join(':') : bssid.toLowerCase();
}

/** Groups BSSIDs by access point (see accessPointKeyOfBssid); keys are AP keys, values the member BSSIDs in input order. */
export function groupBssidsIntoAccessPoints(bssids: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const bssid of bssids) {
    const key = accessPointKeyOfBssid(bssid);
    const members = groups.get(key);
    if (members) {
      if (!members.includes(bssid)) members.push(bssid);
    } else groups.set(key, [bssid]);
  }
  return groups;
}

/** Radio key of a BSSID heard on a band: its AP key plus the band, so one AP's 2.4 and 5 GHz radios differ. */
export function radioKeyOfBssid(bssid: string, band: string): string {
  return `${accessPointKeyOfBssid(bssid)}@${band}`;
}
