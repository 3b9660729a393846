/**
 * A value for every path parameter of the contract, for tests that call every route: random ids that name nothing, so
 * a request passes the gates under test and then meets the route's own rules (mostly 404) and changes nothing.
 */
export const SAMPLE_PATH_PARAMS: Readonly<Record<string, string>> = {
  userId: crypto.randomUUID(),
  orgId: crypto.randomUUID(),
  projectId: crypto.randomUUID(),
  licenseId: crypto.randomUUID(),
  imageId: 'image-1',
  floorId: 'floor-1',
  floorPlanRowId: '1',
  sessionKey: '0123456789abcdef',
  reportId: crypto.randomUUID(),
  notificationId: crypto.randomUUID(),
  shareId: crypto.randomUUID(),
  userCode: 'BCDF-GHJK',
  deviceId: crypto.randomUUID(),
  siteId: crypto.randomUUID(),
  buildingId: crypto.randomUUID(),
  connectionId: crypto.randomUUID(),
  runId: crypto.randomUUID(),
  jobId: crypto.randomUUID(),
};
