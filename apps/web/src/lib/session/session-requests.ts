import {
  ERROR_TEXT,
  MY_SHARING_GROUP,
  userEndpoints,
  type CurrentUser,
  type EndpointBody,
  type LicenseStatus,
  type UserGroup,
} from '@airscope/contracts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { readStoredUser } from './session-storage.ts';
import { replaceSessionLicence, replaceSessionUser } from './session-store.ts';

interface RequestOptions {
  redirectOnUnauthorized?: boolean;
}

export type UserUpdate = EndpointBody<typeof userEndpoints.updateUser>;

async function withMessage<T>(message: string, run: () => Promise<T | null>): Promise<T> {
  let result: T | null;
  try {
    result = await run();
  } catch (cause) {
    throw new Error(message, { cause });
  }
  if (result === null) throw new Error(message);
  return result;
}

/** who-am-i; fails with "Failed to retrieve current user." (docs/product.md §8). */
export function fetchCurrentUser(options: RequestOptions = {}): Promise<CurrentUser> {
  return withMessage(ERROR_TEXT.currentUserFailed, () => callEndpoint(userEndpoints.whoAmI, options));
}

/** Licence status; fails with "Failed to fetch license status" (docs/product.md §8). */
export function fetchLicenseStatus(userId: string, options: RequestOptions = {}): Promise<LicenseStatus> {
  return withMessage(ERROR_TEXT.licenseStatusFailed, () =>
    callEndpoint(userEndpoints.getLicenseStatus, { ...options, params: { userId } }),
  );
}

/** The organisation's "My Sharing Group", or null when it does not exist. */
export async function fetchMySharingGroup(): Promise<UserGroup | null> {
  const groups = await withMessage(ERROR_TEXT.userGroupsFailed, () =>
    callEndpoint(userEndpoints.getUserGroups, { query: { groupName: MY_SHARING_GROUP } }),
  );
  return groups.find((group) => group.groupName === MY_SHARING_GROUP) ?? null;
}

function requireStoredUserId(): string {
  const userId = readStoredUser()?.userId;
  if (!userId) throw new Error(ERROR_TEXT.userIdNotInSession);
  return userId;
}

/** PUT a partial user; needs the stored session's user id (docs/product.md §5) and refreshes the session user. */
export async function updateCurrentUser(changes: UserUpdate): Promise<CurrentUser> {
  const userId = requireStoredUserId();
  const user = await withMessage(ERROR_TEXT.updateUserFailed, () =>
    callEndpoint(userEndpoints.updateUser, { params: { userId }, body: changes }),
  );
  replaceSessionUser(user);
  return user;
}

/** PUT a new licence key; the answer is the new licence status, and the user is re-read for its key. */
export async function updateCurrentUserLicense(licenseKey: string): Promise<LicenseStatus> {
  const userId = requireStoredUserId();
  const licence = await withMessage(ERROR_TEXT.userLicenseFailed, () =>
    callEndpoint(userEndpoints.updateUserLicense, { params: { userId }, body: { licenseKey } }),
  );
  replaceSessionLicence(licence);
  replaceSessionUser(await fetchCurrentUser());
  return licence;
}
