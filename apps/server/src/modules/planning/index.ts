// What other modules may use of the planning module besides its services.
export { buildDesignProjectModel } from './new-design-project.ts';
