import { z } from 'zod';

/** docs/product.md §4 "Analytics user types". */
export const ANALYTICS_USER_TYPES = [
  'ORG_ADMIN_WITH_ENTERPRISE_PLUS',
  'ORG_ADMIN_WITHOUT_ENTERPRISE_PLUS',
  'NON_ADMIN_ORG_USER',
  'NON_ORG_USER',
  'NON_REGISTERED',
] as const;
export type AnalyticsUserType = (typeof ANALYTICS_USER_TYPES)[number];

export const ANALYTICS_SOURCES = ['INSIGHTS', 'CLOUD'] as const;
/** docs/product.md §4: a session begins with this action. */
export const APP_STARTED_ACTION = 'appStarted';

const Text = (max: number) => z.string().max(max);
const ParamValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/**
 * docs/product.md §3 "Analytics event". The client's user id and licence key are not sent: the server takes
 * them from the session and hashes them; `internalUser` and the user type are decided there too.
 */
export const AnalyticsEventSchema = z
  .object({
    source: z.enum(ANALYTICS_SOURCES),
    client: z
      .object({
        userAgent: Text(500).optional(),
        os: Text(64).optional(),
        osVersion: Text(64).optional(),
        browser: Text(64).optional(),
        browserVersion: Text(64).optional(),
      })
      .strict(),
    session: z.object({ id: z.string().min(8).max(100) }).strict(),
    action: z
      .object({
        type: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
        timestamp: z.string().datetime({ offset: true }),
        /** Minutes, as `Date#getTimezoneOffset` gives them. */
        timezoneOffset: z.number().int().min(-840).max(840),
        params: z.record(z.string().max(64), ParamValue).optional(),
      })
      .strict(),
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsEventReceiptSchema = z.object({
  /** False when the event was skipped (a bot's user agent). */
  stored: z.boolean(),
});

export const AnalyticsSummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});

export const AnalyticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** One row per day (YYYY-MM-DD, UTC) and action type. */
  rows: z.array(z.object({ day: z.string(), type: z.string(), count: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
