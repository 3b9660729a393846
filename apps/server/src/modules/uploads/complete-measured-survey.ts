import { frequencyToChannel, type EsxProject } from '@airscope/esx';
import { lookUpMacVendor } from './mac-vendor.ts';

/**
 * What a survey scanner shows of each AP it hears and a survey CSV leaves out: the vendor registered for the
 * BSSIDs' OUI on an AP without one, and each measurement's 20 MHz channel numbers from its centre
 * frequencies (the form the AP table, inventory and .esx export read).
 */
export function completeMeasuredSurvey(project: EsxProject): EsxProject {
  const { collections } = project;
  const accessPointMeasurements = collections.accessPointMeasurements.map((m) => {
    if (m.channel?.length || !m.channelByCenterFrequencyDefinedNarrowChannels?.length) return m;
    const channel = m.channelByCenterFrequencyDefinedNarrowChannels.map((mhz) => frequencyToChannel(mhz)?.channel);
    return channel.every((number) => number !== undefined) ? { ...m, channel: channel as number[] } : m;
  });
  const macOf = new Map(collections.accessPointMeasurements.map((m) => [m.id, m.mac]));
  const vendorOf = new Map<string, string>();
  for (const radio of collections.measuredRadios) {
    for (const id of radio.accessPointMeasurementIds ?? []) {
      const mac = macOf.get(id);
      const vendor = mac && !vendorOf.has(radio.accessPointId) ? lookUpMacVendor(mac) : null;
      if (vendor) vendorOf.set(radio.accessPointId, vendor);
    }
  }
  const accessPoints = collections.accessPoints.map((ap) =>
    ap.vendor || !vendorOf.has(ap.id) ? ap : { ...ap, vendor: vendorOf.get(ap.id)! },
  );
  return { ...project, collections: { ...collections, accessPoints, accessPointMeasurements } };
}
