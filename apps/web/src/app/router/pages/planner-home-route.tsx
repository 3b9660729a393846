import { PlannerHomePage } from '../../../features/planning/planner-home-page.tsx';
import { planEditorPath } from '../route-paths.ts';

export function PlannerHomeRoute() {
  return <PlannerHomePage editorHref={planEditorPath} />;
}
