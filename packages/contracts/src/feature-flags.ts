/** The feature flags of the page configuration; values are the raw text, on when `true` or `1`. */
export const FEATURE_FLAG_NAMES = [
  'notification',
  'sixGhz',
  'ssidDropdown',
  'designProject',
  'shareApi',
  'passwordPolicy',
  'cloudPlanner',
  'recommendations',
  'projectDownload',
  'rssiExport',
  'dashboard',
  'datasource',
  'ssoConfig',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/** Feature flags accept the text `true` or `1` (any case, surrounding blanks ignored). */
export function isFeatureOn(value: string | undefined | null): boolean {
  const text = (value ?? '').trim().toLowerCase();
  return text === 'true' || text === '1';
}

/**
 * The endpoints each flag switches off as a whole: while the flag is off the API answers 404, as if the
 * feature were not installed. Flags that refuse only some requests of an endpoint (a 6 GHz band, the
 * password-policy setting, design projects) are checked where those requests are understood.
 */
export const FEATURE_FLAG_ENDPOINT_IDS: Readonly<Partial<Record<FeatureFlagName, readonly string[]>>> = {
  notification: ['listNotifications', 'markNotificationRead', 'markAllNotificationsRead'],
  ssidDropdown: ['listFloorSsids'],
  rssiExport: ['exportFloorRssi'],
  shareApi: [
    'shareProjectWithUser',
    'shareProjectWithGroup',
    'changeProjectUserRole',
    'removeProjectUser',
    'listSecureShares',
    'createSecureShare',
    'revokeSecureShare',
  ],
  cloudPlanner: ['createDesignProject', 'applyProjectEdits', 'uploadPlanImage', 'calibrateFloor'],
  projectDownload: ['downloadProject'],
  dashboard: ['getDailyNetworkHealth', 'getProjectKpis', 'listAreaKpis', 'getFloorKpis'],
  recommendations: ['listProjectRecommendations'],
  // The network's data sources beside surveys: controller connections, their site imports and syncs.
  datasource: [
    'listControllerConnections',
    'createControllerConnection',
    'testControllerConnection',
    'renameControllerConnection',
    'deleteControllerConnection',
    'listControllerSites',
    'previewControllerSiteImport',
    'importControllerSite',
    'previewControllerSync',
    'applyControllerSync',
    'undoControllerSync',
    'lastControllerSyncRun',
  ],
  // Configuring single sign-on; signing in through an organisation's SSO already set up is not part of it.
  ssoConfig: ['getOrgSsoSettings', 'updateOrgSsoSettings'],
};

/** The flag that switches an endpoint off as a whole, if any. */
export function featureFlagOfEndpoint(endpointId: string): FeatureFlagName | null {
  for (const name of FEATURE_FLAG_NAMES) {
    if (FEATURE_FLAG_ENDPOINT_IDS[name]?.includes(endpointId)) return name;
  }
  return null;
}
