// What other modules may use of the projects module (besides its services); the rest of this folder is its own.
export { createProjectModelService, type ProjectModelService } from './project-model.service.ts';
export { buildNewProject } from './new-project.ts';
export { checkProjectAccess } from './project-access.ts';
export { safeDownloadName } from './project-export.ts';
export { storeProjectFile, storeProjectFiles } from './project-files.ts';
export { floorPlansOf, projectNameOf } from './project-from-esx.ts';
export type { NewProject } from './projects.repository.ts';
