import type { Project } from '@airscope/contracts';

/** A completed measured project the caller owns; override what a test is about. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    projectId: '3f2b8c1e-9a4d-4c2b-8e7f-1a2b3c4d5e6f',
    name: 'Head office',
    projectType: 'MEASURED',
    status: 'COMPLETED',
    projectVersion: 1,
    country: 'FI',
    city: 'Helsinki',
    location: null,
    latitude: null,
    longitude: null,
    ownerId: 'user-1',
    ownerEmail: 'ada@example.com',
    role: 'OWNER',
    canWrite: true,
    canShare: true,
    floorPlanCount: 2,
    accessPointCount: 14,
    regulatoryDomain: null,
    createdAt: '2025-05-01T08:00:00Z',
    updatedAt: '2025-05-02T09:30:00Z',
    tags: [],
    users: [],
    ...overrides,
  };
}
