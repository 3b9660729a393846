import { planningEndpoints, type AutoPlanProposal, type AutoPlanRequest } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** The server's auto-plan of a saved floor (nothing is saved by asking). */
export async function autoPlanFloor(projectId: string, floorPlanId: string, body: AutoPlanRequest): Promise<AutoPlanProposal> {
  const proposal = await callEndpoint(planningEndpoints.autoPlanFloor, { params: { projectId, floorId: floorPlanId }, body });
  if (!proposal) throw new Error('the auto-plan answered nothing');
  return proposal;
}
