/** The .esx records a project needs for capacity planning when it has none: device, application and usage profiles. */
export interface StockCapacityProfiles {
  readonly deviceProfiles: Record<string, unknown>[];
  readonly applicationProfiles: Record<string, unknown>[];
  readonly usageProfiles: Record<string, unknown>[];
}

// Client devices with the engine's stock offsets (dB below the reference receiver), streams and widest channel.
const DEVICES = [
  { name: 'Generic Laptop', offset: -3, spatialStreams: 3, maxSupportedBandwidth: 'BW_80', deviceProfileTechnology: 'AC' },
  { name: 'Generic Tablet', offset: -5, spatialStreams: 2, maxSupportedBandwidth: 'BW_80', deviceProfileTechnology: 'AC' },
  { name: 'Generic Smartphone', offset: -10, spatialStreams: 2, maxSupportedBandwidth: 'BW_80', deviceProfileTechnology: 'AC' },
  { name: 'VoIP Phone', offset: -10, spatialStreams: 1, maxSupportedBandwidth: 'BW_20', deviceProfileTechnology: 'N_BOTH' },
  { name: 'Barcode Scanner', offset: -10, spatialStreams: 1, maxSupportedBandwidth: 'BW_20', deviceProfileTechnology: 'N_BOTH' },
] as const;

// Offered load per client in bit/s; a call loads the air both ways.
const APPLICATIONS = [
  { key: 'web', name: 'Web browsing (1 Mbps)', bitRate: 1_000_000, fullDuplex: false, accessCategory: 'AC_BE' },
  { key: 'video', name: 'Video streaming 720p (6 Mbps)', bitRate: 6_000_000, fullDuplex: false, accessCategory: 'AC_VI' },
  { key: 'voice', name: 'Voice call (100 kbps)', bitRate: 100_000, fullDuplex: true, accessCategory: 'AC_VO' },
] as const;

const USAGES = [
  { name: 'Light use (1 Mbps)', apps: ['web'] },
  { name: 'Video (7 Mbps)', apps: ['web', 'video'] },
  { name: 'Voice (100 kbps both ways)', apps: ['voice'] },
] as const;

/** A small stock set of capacity profiles with fresh ids (`newId`), so a design project can plan clients at once. */
export function createStockCapacityProfiles(newId: () => string): StockCapacityProfiles {
  const deviceProfiles = DEVICES.map((device) => ({
    id: newId(),
    status: 'CREATED',
    name: device.name,
    offset24: device.offset,
    offset5: device.offset,
    offset6: device.offset,
    spatialStreams: device.spatialStreams,
    mimoTxChains: device.spatialStreams,
    mimoRxChains: device.spatialStreams,
    maxSupportedBandwidth: device.maxSupportedBandwidth,
    deviceProfileTechnology: device.deviceProfileTechnology,
    editable: true,
  }));
  const appIds = new Map<string, string>();
  const applicationProfiles = APPLICATIONS.map((app) => {
    const id = newId();
    appIds.set(app.key, id);
    return {
      id,
      status: 'CREATED',
      name: app.name,
      bitRate: app.bitRate,
      packetSize: 1500,
      fullDuplex: app.fullDuplex,
      accessCategory: app.accessCategory,
    };
  });
  const usageProfiles = USAGES.map((usage) => ({
    id: newId(),
    status: 'CREATED',
    name: usage.name,
    applicationProfileIds: usage.apps.map((key) => appIds.get(key)!),
  }));
  return { deviceProfiles, applicationProfiles, usageProfiles };
}
