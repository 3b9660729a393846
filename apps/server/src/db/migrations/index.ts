import type { Migration } from 'kysely';
import * as accountsAndSessions from './20261122T1000-accounts-and-sessions.ts';
import * as projectsAndUploads from './20261122T1100-projects-and-uploads.ts';
import * as uploadImportAttempts from './20261122T1200-upload-import-attempts.ts';
import * as passwordResets from './20261122T1300-password-resets.ts';
import * as sharingAndOtp from './20261123T1000-sharing-and-otp.ts';
import * as notificationsAndAnalytics from './20261123T1200-notifications-and-analytics.ts';
import * as insights from './20261123T1300-insights.ts';
import * as reports from './20261123T1400-reports.ts';
import * as organisationEmailDomains from './20261123T1500-organisation-email-domains.ts';
import * as insightsDataVersion from './20261123T1600-insights-data-version.ts';
import * as insightsSurveyGroups from './20261123T1700-insights-survey-groups.ts';
import * as insightsReachSums from './20261124T0900-insights-reach-sums.ts';
import * as devicesAndSites from './20261126T0600-devices-and-sites.ts';
import * as samlSingleSignOn from './20261126T0600-saml-single-sign-on.ts';
import * as projectUserPreferences from './20261126T0610-project-user-preferences.ts';
import * as sessionsEndOnSuspension from './20261126T0600-sessions-end-on-suspension.ts';
import * as rateLimitWindows from './20261126T0610-rate-limit-windows.ts';
import * as uploadFailureCode from './20261126T0620-upload-failure-code.ts';
import * as licenceProductsMeasurePrivate5g from './20261126T0600-licence-products-measure-private-5g.ts';
import * as controllerIntegrations from './20261127T0900-controller-integrations.ts';
import * as uploadImportLease from './20261127T0900-upload-import-lease.ts';
import * as insightsProjectSearchAndCounts from './20261128T0100-insights-project-search-and-counts.ts';
import * as insightsSearchByTag from './20261128T1400-insights-search-by-tag.ts';
import * as insightsReachPlaces from './20261128T1410-insights-reach-places.ts';
import * as insightsSurveyGroupTimes from './20261128T1420-insights-survey-group-times.ts';
import * as deviceTokenLifetime from './20261202T1000-device-token-lifetime.ts';
import * as samlSha1Allowance from './20261202T1010-saml-sha1-allowance.ts';
import * as firstAdminSetup from './20261202T1020-first-admin-setup.ts';
import * as insightKpisEveryCriterion from './20261202T1100-insight-kpis-every-criterion.ts';
import * as projectRegulatoryDomain from './20261202T1130-project-regulatory-domain.ts';

/** Forward-only migrations in the order they run; names never change once released. */
export const migrations: Record<string, Migration> = {
  '20261122T1000-accounts-and-sessions': accountsAndSessions,
  '20261122T1100-projects-and-uploads': projectsAndUploads,
  '20261122T1200-upload-import-attempts': uploadImportAttempts,
  '20261122T1300-password-resets': passwordResets,
  '20261123T1000-sharing-and-otp': sharingAndOtp,
  '20261123T1200-notifications-and-analytics': notificationsAndAnalytics,
  '20261123T1300-insights': insights,
  '20261123T1400-reports': reports,
  '20261123T1500-organisation-email-domains': organisationEmailDomains,
  '20261123T1600-insights-data-version': insightsDataVersion,
  '20261123T1700-insights-survey-groups': insightsSurveyGroups,
  '20261124T0900-insights-reach-sums': insightsReachSums,
  '20261126T0600-devices-and-sites': devicesAndSites,
  '20261126T0600-saml-single-sign-on': samlSingleSignOn,
  '20261126T0610-project-user-preferences': projectUserPreferences,
  '20261126T0600-sessions-end-on-suspension': sessionsEndOnSuspension,
  '20261126T0610-rate-limit-windows': rateLimitWindows,
  '20261126T0620-upload-failure-code': uploadFailureCode,
  '20261126T0600-licence-products-measure-private-5g': licenceProductsMeasurePrivate5g,
  '20261127T0900-controller-integrations': controllerIntegrations,
  '20261127T0900-upload-import-lease': uploadImportLease,
  '20261128T0100-insights-project-search-and-counts': insightsProjectSearchAndCounts,
  '20261128T1400-insights-search-by-tag': insightsSearchByTag,
  '20261128T1410-insights-reach-places': insightsReachPlaces,
  '20261128T1420-insights-survey-group-times': insightsSurveyGroupTimes,
  '20261202T1000-device-token-lifetime': deviceTokenLifetime,
  '20261202T1010-saml-sha1-allowance': samlSha1Allowance,
  '20261202T1020-first-admin-setup': firstAdminSetup,
  '20261202T1100-insight-kpis-every-criterion': insightKpisEveryCriterion,
  '20261202T1130-project-regulatory-domain': projectRegulatoryDomain,
};
