import type { CurrentUser, LicenseProduct } from '@airscope/contracts';

export type ProductTileId = 'insights' | 'datasets' | 'aiProDevices' | 'aiProOnline' | 'optimizer';

export type TileDestination = { kind: 'internal'; path: string } | { kind: 'external'; baseUrl: 'plannerBaseUrl' | 'optimizerBaseUrl' };

export interface ProductTile {
  id: ProductTileId;
  destination: TileDestination;
}

// Spec §6 "Cloud landing page": which licence types see what.
const LANDING_LICENCES: readonly LicenseProduct[] = ['Connect', 'Connect Field', 'Plan', 'Software Suite'];
const DATASET_LICENCES: readonly LicenseProduct[] = ['Connect', 'Connect Field', 'Software Suite', 'Plan'];
const AI_PRO_DEVICE_LICENCES: readonly LicenseProduct[] = ['Connect', 'Pro', 'Partner Demo'];

function includes(list: readonly LicenseProduct[], type: LicenseProduct | null): boolean {
  return type !== null && list.includes(type);
}

/** Spec §6: the cloud landing page is allowed for Connect, Connect Field, Plan and Software Suite. */
export function isLandingAllowed(licenseType: LicenseProduct | null): boolean {
  return includes(LANDING_LICENCES, licenseType);
}

/** The product tiles a user may open, in display order (spec §6). */
export function selectProductTiles(user: CurrentUser, licenseType: LicenseProduct | null): ProductTile[] {
  const tiles: ProductTile[] = [];
  if (user.insightsAccessAllowed) tiles.push({ id: 'insights', destination: { kind: 'internal', path: '/insights' } });
  // Datasets are browsed in the projects view of Insights; devices sit with the licence in Manage.
  if (includes(DATASET_LICENCES, licenseType)) tiles.push({ id: 'datasets', destination: { kind: 'internal', path: '/insights' } });
  if (includes(AI_PRO_DEVICE_LICENCES, licenseType))
    tiles.push({ id: 'aiProDevices', destination: { kind: 'internal', path: '/home/manage' } });
  if (user.aiProCloudPlannerAccess) tiles.push({ id: 'aiProOnline', destination: { kind: 'external', baseUrl: 'plannerBaseUrl' } });
  if (user.optimizerAccess) tiles.push({ id: 'optimizer', destination: { kind: 'external', baseUrl: 'optimizerBaseUrl' } });
  return tiles;
}
