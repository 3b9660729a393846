// What the composition root (composition/compose-modules.ts, main.ts) uses of the integrations module.
export { createIntegrationsModule, rotateControllerCredentialsKey } from './integrations.module.ts';
