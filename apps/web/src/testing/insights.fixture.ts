import type { InsightProject, PageConfig } from '@airscope/contracts';

/** The page configuration of a plain deployment; override what a test is about. */
export function makePageConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return {
    featureFlags: {},
    allowedRedirectHosts: [],
    optimizerBaseUrl: 'https://opt.example.com',
    plannerBaseUrl: 'https://plan.example.com',
    releaseNotesVersion: 'june-26-2025',
    ...overrides,
  };
}

/** A measured, completed insights project in Helsinki without KPI values yet. */
export function makeInsightProject(overrides: Partial<InsightProject> = {}): InsightProject {
  return {
    id: 'p-1',
    name: 'Head office',
    country: 'Finland',
    city: 'Helsinki',
    location: null,
    projectType: 'MEASURED',
    status: 'COMPLETED',
    projectUsers: [],
    tags: [],
    lastSurveyDate: '2025-05-01',
    geolocation: { latitude: 60.17, longitude: 24.94 },
    projectVersion: 1,
    updatedAt: '2025-05-02T09:30:00Z',
    rssi: null,
    rssi2: null,
    snr: null,
    channelInterference: null,
    networkHealth: null,
    average: null,
    ...overrides,
  } as InsightProject;
}
