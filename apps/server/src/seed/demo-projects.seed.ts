import type { Kysely } from 'kysely';
import type { EsxProject } from '@airscope/esx';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { buildNewProject, createProjectModelService, storeProjectFiles } from '../modules/projects/index.ts';
import { createDemoSeedRepository } from './demo-seed.repository.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import { renderOfficeFloorImage } from './demo-office/office-floor-image.ts';
import { buildOfficeProject } from './demo-office/office-project.ts';
import { buildOfficeSurveyProject } from './demo-office/office-survey.ts';

const OWNER = 'user@airscope.test';
const SHARED_WITH = 'admin@airscope.test';

interface DemoProject {
  name: string;
  build(): Promise<EsxProject>;
  location: { country: string; city: string; latitude: number; longitude: number };
}

const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Demo Office HQ',
    build: async () => buildOfficeProject(await renderOfficeFloorImage()),
    location: { country: 'Finland', city: 'Helsinki', latitude: 60.1699, longitude: 24.9384 },
  },
  {
    name: 'Demo Office HQ — walk survey',
    build: buildOfficeSurveyProject,
    location: { country: 'Finland', city: 'Espoo', latitude: 60.2055, longitude: 24.6559 },
  },
];

/** The seeded projects the public demo page opens read-only. */
export const DEMO_PROJECT_NAMES: readonly string[] = DEMO_PROJECTS.map((project) => project.name);

/** Creates the demo projects (planned and surveyed office) for the demo user unless they exist; shared with the admin. */
export async function seedDemoProjects(db: Kysely<Database>, blobs: BlobStore, clock: Clock): Promise<number> {
  const seedRows = createDemoSeedRepository(db);
  const owner = await seedRows.findUserByEmail(OWNER);
  const admin = await seedRows.findUserByEmail(SHARED_WITH);
  if (!owner) return 0;
  const projectModels = createProjectModelService(db, blobs);
  let created = 0;
  for (const demo of DEMO_PROJECTS) {
    if (await seedRows.hasProject(owner.id, demo.name)) continue;
    const esx = await demo.build();
    const projectId = crypto.randomUUID();
    const files = await storeProjectFiles(blobs, `projects/${projectId}/seed/`, esx);
    const project = buildNewProject(esx, {
      projectId,
      name: demo.name,
      owner,
      uploadId: null,
      now: clock.now(),
      files,
      location: demo.location,
    });
    try {
      await seedRows.inTransaction(async (tx) => {
        await projectModels.insertProject(tx, project);
        if (admin) await seedRows.addProjectMember(tx, projectId, admin.id, 'WRITE_SHARE_USER');
      });
    } catch (error) {
      await blobs.deletePrefix(`projects/${projectId}/`);
      throw error;
    }
    created += 1;
  }
  return created;
}
