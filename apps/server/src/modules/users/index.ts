// What other modules may use of the users module besides its services.
export type { LicenceGate, UserLicenceCheck } from './licence-gate.ts';
export type { PolicyVerdict } from './users.policy.ts';
