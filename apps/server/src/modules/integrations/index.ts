// What the composition roots (app, worker, main) use of the integrations module.
export { registerIntegrationsModule, registerIntegrationJobs, rotateControllerCredentialsKey } from './integrations.module.ts';
