import { z } from 'zod';

/** The nine licence products, in the order the product catalogue lists them. */
export const LicenseProductSchema = z.enum([
  'Connect',
  'Measure',
  'Pro',
  'Connect Field',
  'Partner Demo',
  'Private 5G',
  'Plan',
  'Measure Pro',
  'Software Suite',
]);
export type LicenseProduct = z.infer<typeof LicenseProductSchema>;

export const LicenseStatusValueSchema = z.enum(['ACTIVE', 'EXPIRED', 'SUSPENDED', 'INVALID']);
export type LicenseStatusValue = z.infer<typeof LicenseStatusValueSchema>;

export const SessionRoleSchema = z.enum(['USER', 'GUEST']);
export type SessionRole = z.infer<typeof SessionRoleSchema>;

/** The signed-in user as who-am-i returns it (docs/product.md §3 "Current user"). */
export const CurrentUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: SessionRoleSchema,
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  orgAdmin: z.boolean(),
  enterprisePlusAccess: z.boolean(),
  insightsAccessAllowed: z.boolean(),
  cloudPlannerAccessAllowed: z.boolean(),
  optimizerAccess: z.boolean(),
  aiProCloudPlannerAccess: z.boolean(),
  licenseSuspended: z.boolean(),
  licenseInvalid: z.boolean(),
  licenseKey: z.string().nullable(),
  eulaVersionConsent: z.string().nullable(),
  /** For a GUEST session: the one project it may view. */
  secureProjectId: z.string().nullable().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const LicenseStatusSchema = z.object({
  licenseStatus: LicenseStatusValueSchema,
  subscriptionExpirationDate: z.string().nullable(),
  product: LicenseProductSchema.nullable(),
});
export type LicenseStatus = z.infer<typeof LicenseStatusSchema>;

/** Fields a user may change on their own record; anything else is refused (mass assignment). */
export const UserSelfUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    eulaVersionConsent: z.string().max(20),
  })
  .partial()
  .strict();

/** Fields an org admin may also change on users of their organisation. */
export const UserAdminUpdateSchema = UserSelfUpdateSchema.extend({
  orgAdmin: z.boolean(),
  insightsAccessAllowed: z.boolean(),
  cloudPlannerAccessAllowed: z.boolean(),
  optimizerAccess: z.boolean(),
  aiProCloudPlannerAccess: z.boolean(),
})
  .partial()
  .strict();
export type UserAdminUpdate = z.infer<typeof UserAdminUpdateSchema>;

export const LicenseKeyUpdateSchema = z.object({ licenseKey: z.string().trim().min(1).max(100) }).strict();

export const UserGroupSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  members: z.array(z.object({ userId: z.string(), email: z.string() })),
});
export type UserGroup = z.infer<typeof UserGroupSchema>;

export const SharingRestrictionSchema = z.enum(['NO_RESTRICTION', 'ORGANIZATION_ONLY', 'SHARING_GROUP_ONLY']);
export type SharingRestriction = z.infer<typeof SharingRestrictionSchema>;

/** The lower-cased part of an address after its last `@`. */
export function emailDomainOf(email: string): string {
  return email.trim().toLowerCase().split('@').pop() ?? '';
}

/** A bare e-mail domain such as `example.com` (lower-cased; no `@`, scheme or wildcard). */
export const EmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);
export const MAX_ORG_EMAIL_DOMAINS = 20;

export const OrgPreferencesSchema = z.object({
  orgId: z.string(),
  sharingRestriction: SharingRestrictionSchema,
  passwordPolicyEnabled: z.boolean(),
  /** The password policy also covers addresses of these domains, registration included. */
  emailDomains: z.array(EmailDomainSchema).max(MAX_ORG_EMAIL_DOMAINS),
});
export type OrgPreferences = z.infer<typeof OrgPreferencesSchema>;

export const OrgPreferencesUpdateSchema = OrgPreferencesSchema.omit({ orgId: true }).partial().strict();
