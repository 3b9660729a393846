import { ERROR_TEXT, projectDetailsEndpoints } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Stores the project's country for Wi-Fi rules (null: none); answers the code the server now holds. */
export async function setRegulatoryDomain(projectId: string, regulatoryDomain: string | null): Promise<string | null> {
  const project = await callEndpoint(projectDetailsEndpoints.updateProjectDetails, { params: { projectId }, body: { regulatoryDomain } });
  if (!project) throw new Error(ERROR_TEXT.notFound);
  return project.regulatoryDomain;
}
