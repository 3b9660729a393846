import { z } from 'zod';

/** The error body of every failed call (docs/product.md §3 "API error shape"). */
export const ApiErrorSchema = z.object({
  errorMessageList: z
    .array(
      z.object({
        errorDescription: z.string(),
        localizedErrorDescription: z.string().optional(),
        errorCode: z.string().optional(),
      }),
    )
    .optional(),
  message: z.string().optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Messages docs/product.md §8 fixes word for word. */
export const ERROR_TEXT = {
  loginFailed: 'Login failed',
  loginLocked: 'Invalid login attempt exceeded, please wait for 30 minutes and try again.',
  noCsrfToken: 'no CSRF token in response',
  unexpected: 'An unexpected error occurred.',
  notFound: 'Object Not Found Matching Id',
  invalidFloorPlanRowId: 'Invalid floor plan row id provided',
  userIdNotInSession: 'User ID not found in session.',
  designProject: 'This is design project',
  currentUserFailed: 'Failed to retrieve current user.',
  licenseStatusFailed: 'Failed to fetch license status',
  userGroupsFailed: 'Error fetching user groups',
  updateUserFailed: 'Could not update user',
  userLicenseFailed: 'Failed to retrieve user license',
  uploadFailed: 'Upload failed',
  invalidJson: 'Received invalid JSON',
  networkError: 'Network error or request aborted',
  authenticationRequired: 'Authentication required',
  csrfInvalid: 'Invalid CSRF token',
  forbidden: 'You do not have permission to do this.',
  validationFailed: 'The request is not valid',
} as const;

/** Builds a person-readable message from an error body (docs/product.md §8 general helper). */
export function describeApiError(body: unknown): string {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const list = parsed.data.errorMessageList ?? [];
    const texts = list.map((item) => item.localizedErrorDescription ?? item.errorDescription);
    if (texts.length > 0) return texts.join(', ');
    if (parsed.data.message) return parsed.data.message;
  }
  return ERROR_TEXT.unexpected;
}
