import { z } from 'zod';
import { EmailField, PasswordField } from './account.schemas.ts';

/** The one-time token of the first start's setup link (`/setup#<token>`): 256 bits, base64url. */
export const SetupTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const FirstAdminSchema = z
  .object({
    token: SetupTokenField,
    organisationName: z.string().trim().min(1).max(200),
    email: EmailField,
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    password: PasswordField,
  })
  .strict();
export type FirstAdmin = z.input<typeof FirstAdminSchema>;

/** What the setup page and the API say when the link cannot be used (docs/product.md §8). */
export const SETUP_TEXT = {
  unknownLink: 'This setup link is not valid. Use the link the server printed at its first start.',
  usedLink: 'This setup link has already been used. Sign in with the administrator account it created.',
  emailTaken: 'An account with this e-mail address already exists.',
} as const;
