import type { InsightProject } from '@airscope/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_SORT, projectUserName, toProjectSortParam } from './project-sorting.ts';

function project(id: string, overrides: Partial<InsightProject> = {}): InsightProject {
  return {
    id,
    name: id,
    country: null,
    city: null,
    location: null,
    projectType: 'MEASURED',
    status: 'COMPLETED',
    projectUsers: [],
    tags: [],
    lastSurveyDate: null,
    geolocation: null,
    projectVersion: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    rssi: null,
    rssi2: null,
    snr: null,
    channelInterference: null,
    networkHealth: null,
    average: null,
    ...overrides,
  };
}

describe('project table sorting', () => {
  it('asks the server for the sort keys in turn, primary first', () => {
    expect(toProjectSortParam([DEFAULT_PROJECT_SORT])).toBe('lastUpdate,desc');
    expect(
      toProjectSortParam([
        { column: 'city', direction: 'asc' },
        { column: 'name', direction: 'desc' },
      ]),
    ).toBe('city,asc;name,desc');
  });

  it('names the owner as the project user', () => {
    const shared = project('shared', {
      projectUsers: [
        { username: 'reader@x', role: 'READ_USER' },
        { username: 'owner@x', role: 'OWNER' },
      ],
    });
    expect(projectUserName(shared)).toBe('owner@x');
    expect(projectUserName(project('alone'))).toBe('');
  });
});
