import type { InsightProject } from '@airscope/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_SORT, projectUserName, sortProjects } from './project-sorting.ts';

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

const names = (projects: InsightProject[]) => projects.map((p) => p.id);

describe('project table sorting', () => {
  const older = project('older', { updatedAt: '2026-01-01T10:00:00.000Z', city: 'Oulu' });
  const newer = project('newer', { updatedAt: '2026-03-01T10:00:00.000Z', city: 'espoo' });
  const skipped = project('pending', { status: 'DELETE_REQUESTED', updatedAt: '2026-05-01T10:00:00.000Z', city: 'Abo' });
  const noCity = project('nocity', { updatedAt: '2026-02-01T10:00:00.000Z' });

  it('starts with the last update, newest first, completed projects before the others', () => {
    expect(names(sortProjects([older, skipped, newer, noCity], DEFAULT_PROJECT_SORT))).toEqual(['newer', 'nocity', 'older', 'pending']);
  });

  it('sorts text case-insensitively both ways and keeps empty values last', () => {
    expect(names(sortProjects([older, newer, noCity], { column: 'city', direction: 'asc' }))).toEqual(['newer', 'older', 'nocity']);
    expect(names(sortProjects([older, newer, noCity], { column: 'city', direction: 'desc' }))).toEqual(['older', 'newer', 'nocity']);
  });

  it('breaks ties of the first sort key by the next one', () => {
    const a = project('a', { city: 'Oulu', name: 'Zeta' });
    const b = project('b', { city: 'Oulu', name: 'Alpha' });
    const c = project('c', { city: 'Espoo', name: 'Mid' });
    const byCityThenName = [
      { column: 'city', direction: 'asc' },
      { column: 'name', direction: 'asc' },
    ] as const;
    expect(names(sortProjects([a, b, c], byCityThenName))).toEqual(['c', 'b', 'a']);
    expect(names(sortProjects([a, b, c], [byCityThenName[0], { column: 'name', direction: 'desc' }]))).toEqual(['c', 'a', 'b']);
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
