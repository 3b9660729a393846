import { useParams } from 'react-router';
import { OptimizerRedirectPage } from '../../../features/projects/optimizer-redirect-page.tsx';

export function OptimizerRoute() {
  return <OptimizerRedirectPage projectId={useParams().projectId ?? ''} />;
}
