// What other modules may use of the org module besides its services.
export { decideOrgAction } from './org.policy.ts';
