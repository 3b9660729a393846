import type { ControllerVendorName } from '@airscope/contracts';

/** Vendors' product names: not translated. */
export const VENDOR_LABELS: Record<ControllerVendorName, string> = {
  MERAKI: 'Cisco Meraki',
  MIST: 'Juniper Mist',
  CATALYST_CENTER: 'Cisco Catalyst Center',
};
