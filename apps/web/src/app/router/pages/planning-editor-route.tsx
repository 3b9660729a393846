import { useParams } from 'react-router';
import { PlanningEditorPage } from '../../../features/planning/planning-editor-page.tsx';

export function PlanningEditorRoute() {
  return <PlanningEditorPage projectId={useParams().projectId ?? ''} />;
}
