import type { CurrentUser, LicenseProduct } from '@airscope/contracts';

export type ProductTileId = 'insights' | 'planner' | 'datasets' | 'aiProDevices' | 'aiProOnline' | 'optimizer';

export type TileDestination = { kind: 'internal'; path: string } | { kind: 'external'; baseUrl: 'plannerBaseUrl' | 'optimizerBaseUrl' };

export interface ProductTile {
  id: ProductTileId;
  destination: TileDestination;
}

// docs/product.md §6 "Cloud landing page": which licence types see what.
const LANDING_LICENCES: readonly LicenseProduct[] = ['Connect', 'Connect Field', 'Plan', 'Software Suite'];
const DATASET_LICENCES: readonly LicenseProduct[] = ['Connect', 'Connect Field', 'Software Suite', 'Plan'];
const AI_PRO_DEVICE_LICENCES: readonly LicenseProduct[] = ['Connect', 'Pro', 'Partner Demo'];

function includes(list: readonly LicenseProduct[], type: LicenseProduct | null): boolean {
  return type !== null && list.includes(type);
}

/** docs/product.md §6: the cloud landing page is allowed for Connect, Connect Field, Plan and Software Suite. */
export function isLandingAllowed(licenseType: LicenseProduct | null): boolean {
  return includes(LANDING_LICENCES, licenseType);
}

/** What decides the tiles besides the licence type: the user's accesses, and whether the cloud planner is switched on. */
export interface TileFacts {
  user: CurrentUser;
  licenseType: LicenseProduct | null;
  /** Insights opens for this user (access allowed, licence live). */
  canOpenInsights: boolean;
  /** The cloud planner opens for this user (access allowed, licence live, feature on). */
  canOpenPlanner: boolean;
}

/** The product tiles a user may open, in display order (docs/product.md §6); each leads somewhere its gate lets the user in. */
export function selectProductTiles({ user, licenseType, canOpenInsights, canOpenPlanner }: TileFacts): ProductTile[] {
  const tiles: ProductTile[] = [];
  if (canOpenInsights) tiles.push({ id: 'insights', destination: { kind: 'internal', path: '/insights' } });
  if (canOpenPlanner) tiles.push({ id: 'planner', destination: { kind: 'internal', path: '/planner' } });
  // Datasets are browsed in the projects view of Insights, or the planner's list without Insights; devices sit with the licence in Manage.
  const datasetsPath = canOpenInsights ? '/insights' : canOpenPlanner ? '/planner' : null;
  if (datasetsPath && includes(DATASET_LICENCES, licenseType))
    tiles.push({ id: 'datasets', destination: { kind: 'internal', path: datasetsPath } });
  if (includes(AI_PRO_DEVICE_LICENCES, licenseType))
    tiles.push({ id: 'aiProDevices', destination: { kind: 'internal', path: '/home/manage' } });
  if (user.aiProCloudPlannerAccess) tiles.push({ id: 'aiProOnline', destination: { kind: 'external', baseUrl: 'plannerBaseUrl' } });
  if (user.optimizerAccess) tiles.push({ id: 'optimizer', destination: { kind: 'external', baseUrl: 'optimizerBaseUrl' } });
  return tiles;
}
