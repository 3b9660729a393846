import { z } from 'zod';
import { ProjectRoleSchema, ProjectUserSchema } from './project.schemas.ts';

/** Secure sharing by one-time password (docs/security.md O1–O2). */
export const OTP_CODE_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_CODES_PER_HOUR = 5;
/** A guest session ends this long after the code was entered, however busy (docs/security.md O3). */
export const GUEST_SESSION_HOURS = 8;

/** Roles an owner or full-access user may hand out; OWNER is never granted by sharing. */
export const GrantableRoleSchema = ProjectRoleSchema.extract(['WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER']);
export type GrantableRole = z.infer<typeof GrantableRoleSchema>;

export const ShareWithUserBodySchema = z.object({ email: z.string().trim().email().max(320), role: GrantableRoleSchema }).strict();
export const ShareWithGroupBodySchema = z.object({ role: GrantableRoleSchema }).strict();
export const ChangeRoleBodySchema = z.object({ role: GrantableRoleSchema }).strict();

export const ProjectUsersAnswerSchema = z.array(ProjectUserSchema);

export const SecureShareSchema = z.object({
  shareId: z.string(),
  projectId: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Whether the recipient has signed in with a code at least once. */
  used: z.boolean(),
});
export type SecureShare = z.infer<typeof SecureShareSchema>;

export const CreateSecureShareBodySchema = z.object({ email: z.string().trim().email().max(320) }).strict();

export const OtpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code has 6 digits');
export const OtpLoginBodySchema = z.object({ keyId: z.string().min(16).max(128), code: OtpCodeSchema }).strict();
/** A project of the public demo: what the demo page lists and where it opens. */
export const DemoProjectSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  projectType: z.string(),
  floorPlanRowId: z.number().int().nullable(),
});
export type DemoProject = z.infer<typeof DemoProjectSchema>;

export const OtpLoginAnswerSchema = z.object({ projectId: z.string(), role: z.literal('GUEST') });

/** Texts of the OTP flow the client shows. */
export const OTP_TEXT = {
  codeRefused: 'This code is not valid. Request a new code if it has expired or was entered wrongly too often.',
  tooManyCodes: 'Too many codes were requested. Try again in an hour.',
  tooManyAttempts: 'Too many attempts from this address. Try again later.',
} as const;

export const SHARING_TEXT = {
  restricted: "Your organisation's sharing restriction does not allow sharing with this address.",
  noSuchUser: 'No user with this e-mail address can receive this project.',
  ownerUnchangeable: 'The owner of a project keeps its role.',
  alreadyMember: 'This user already has access to the project.',
  groupMissing: 'Your organisation has no sharing group.',
} as const;
