import { Outlet } from 'react-router';
import { NavigationEffects } from './navigation-effects.tsx';

export function RootLayout() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}
