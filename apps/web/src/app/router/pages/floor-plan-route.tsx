import { useParams } from 'react-router';
import { FloorPlanPage } from '../../../features/floor-plan/floor-plan-page.tsx';
import { parseFloorPlanRowId } from '../../guards/floor-plan-row-id.guard.ts';

export function FloorPlanRoute() {
  const { projectId = '', floorPlanRowId } = useParams();
  // The guard loader has already refused non-numeric ids; this parse cannot throw here.
  return <FloorPlanPage projectId={projectId} floorPlanRowId={parseFloorPlanRowId(floorPlanRowId)} />;
}
