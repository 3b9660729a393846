import { useParams } from 'react-router';
import { SecureProjectViewPage } from '../../../features/sharing/secure-project-view-page.tsx';
import { ROUTE_PATHS } from '../route-paths.ts';

export function SecureProjectViewRoute() {
  return <SecureProjectViewPage keyId={useParams().keyId ?? ''} otpLoginHref={ROUTE_PATHS.otpLogin} />;
}
