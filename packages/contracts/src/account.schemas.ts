import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password-rules.ts';

export const PasswordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const EmailField = z.string().trim().max(320).pipe(z.email());

export const RegistrationSchema = z
  .object({
    email: EmailField,
    password: PasswordField,
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
  })
  .strict();
export type Registration = z.input<typeof RegistrationSchema>;

export const UserSessionSchema = z.object({
  /** Opaque and stable: the first 16 hex digits of the stored hash, never the session id. */
  sessionKey: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSessionSchema>;
