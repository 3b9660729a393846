import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import {
  AnalyticsEventReceiptSchema,
  AnalyticsEventSchema,
  AnalyticsSummaryQuerySchema,
  AnalyticsSummarySchema,
} from './analytics.schemas.ts';

export const recordAnalyticsEvent = defineEndpoint({
  id: 'recordAnalyticsEvent',
  method: 'POST',
  path: '/eventapi/v1/analytics/events',
  summary: 'Store one analytics event; ids and e-mails are hashed, bots skipped',
  tag: 'analytics',
  access: 'session',
  body: AnalyticsEventSchema,
  // One event is a few hundred bytes; anything near this is not an event.
  maxBodyBytes: 16 * 1024,
  responses: {
    202: AnalyticsEventReceiptSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    413: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

export const getAnalyticsSummary = defineEndpoint({
  id: 'getAnalyticsSummary',
  method: 'GET',
  path: '/eventapi/v1/analytics/summary',
  summary: 'Events per day and type of your organisation (org admins only)',
  tag: 'analytics',
  access: 'session',
  query: AnalyticsSummaryQuerySchema,
  responses: { 200: AnalyticsSummarySchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});
