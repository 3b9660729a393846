import type { Kysely } from 'kysely';
import type { EsxProject } from '@airscope/esx';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { buildNewProject } from '../modules/projects/new-project.ts';
import { storeProjectFiles } from '../modules/projects/project-files.ts';
import { createProjectsRepository } from '../modules/projects/projects.repository.ts';
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

/** Creates the demo projects (planned and surveyed office) for the demo user unless they exist; shared with the admin. */
export async function seedDemoProjects(db: Kysely<Database>, blobs: BlobStore, clock: Clock): Promise<number> {
  const owner = await db.selectFrom('users').select(['id', 'org_id']).where('email', '=', OWNER).executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('email', '=', SHARED_WITH).executeTakeFirst();
  if (!owner) return 0;
  const repo = createProjectsRepository(db);
  let created = 0;
  for (const demo of DEMO_PROJECTS) {
    const exists = await db
      .selectFrom('projects')
      .select('id')
      .where('owner_id', '=', owner.id)
      .where('name', '=', demo.name)
      .executeTakeFirst();
    if (exists) continue;
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
      await db.transaction().execute(async (tx) => {
        await repo.insertProject(tx, project);
        if (admin)
          await tx.insertInto('project_users').values({ project_id: projectId, user_id: admin.id, role: 'WRITE_SHARE_USER' }).execute();
      });
    } catch (error) {
      await blobs.deletePrefix(`projects/${projectId}/`);
      throw error;
    }
    created += 1;
  }
  return created;
}
