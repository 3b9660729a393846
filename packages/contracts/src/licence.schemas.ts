import { z } from 'zod';
import { LicenseProductSchema, LicenseStatusValueSchema } from './user.schemas.ts';

/** A member of the caller's organisation, as the licence assignment picker lists them. */
export const OrgMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  orgAdmin: z.boolean(),
  licenseId: z.string().nullable(),
});
export type OrgMember = z.infer<typeof OrgMemberSchema>;

/** One licence of the organisation with the user holding it (docs/product.md §2 licence page: key, status, subscription date, user). */
export const OrgLicenseSchema = z.object({
  licenseId: z.string(),
  licenseKey: z.string(),
  licenseStatus: LicenseStatusValueSchema,
  product: LicenseProductSchema,
  subscriptionExpirationDate: z.string().nullable(),
  user: OrgMemberSchema.omit({ licenseId: true }).nullable(),
});
export type OrgLicense = z.infer<typeof OrgLicenseSchema>;

export const LicenseAssignmentSchema = z.object({ userId: z.string().trim().min(1).max(64) }).strict();
export type LicenseAssignment = z.infer<typeof LicenseAssignmentSchema>;
