import { planningEndpoints, type CreateDesignProject } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Creates an empty design project and answers its id. */
export async function createDesignProject(body: CreateDesignProject): Promise<string> {
  const created = await callEndpoint(planningEndpoints.createDesignProject, { body });
  if (!created) throw new Error('the project was not created');
  return created.projectId;
}
