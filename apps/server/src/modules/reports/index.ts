// What other modules may use of the reports module besides its services.
export { csvCell } from './bom-export.ts';
