import { AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { AppFooter } from '../../components/app-footer.tsx';
import { BrandMark } from '../../components/brand-mark.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { signOut } from '../../lib/session/sign-out.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { WhatsNewDialog } from '../../features/whats-new/whats-new-dialog.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { projectPath, ROUTE_PATHS } from '../router/route-paths.ts';
import { CompactNavigationMenu, HeaderNavigation } from './header-navigation.tsx';
import { ManageNavigation } from './manage-navigation.tsx';
import { UserAvatarMenu } from './user-avatar-menu.tsx';
import classes from './layouts.module.css';

export interface WorkspaceLayoutProps {
  area: 'cloud' | 'insights' | 'manage';
  /** For the manage area: where its sub-pages live. */
  manageBasePath?: string;
}

/** The signed-in shell: header with product name, navigation and avatar menu; main; footer. */
export function WorkspaceLayout({ area, manageBasePath = ROUTE_PATHS.manage }: WorkspaceLayoutProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const hasSideNav = area === 'manage' && user !== null;
  // A guest of a shared project gets a bare shell: its one project, and nothing that would refuse or bounce it.
  const isGuest = user?.role === 'GUEST';
  const homePath = isGuest && user.secureProjectId ? projectPath(user.secureProjectId) : ROUTE_PATHS.root;
  const productName = area === 'insights' ? t('brand.insights') : t('brand.cloud');

  const handleSignOut = async () => {
    await signOut();
    queryClient.clear();
    await navigate(ROUTE_PATHS.login);
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={hasSideNav ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined}
      padding="lg"
    >
      <SkipLink label={t('a11y.skipToContent')} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            {user ? <CompactNavigationMenu user={user} /> : null}
            {hasSideNav ? (
              <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label={t('a11y.toggleNavigation')} />
            ) : null}
            <Link to={homePath} className={classes.brandLink} aria-label={productName}>
              <BrandMark productName={productName} />
            </Link>
            {user && !isGuest ? <HeaderNavigation user={user} /> : null}
          </Group>
          {user ? (
            <Group gap="xs" wrap="nowrap">
              {isGuest ? null : <NotificationBell />}
              <UserAvatarMenu user={user} isGuest={isGuest} onSignOut={() => void handleSignOut()} />
            </Group>
          ) : (
            <Button component={Link} to={ROUTE_PATHS.login} variant="light">
              {t('shell.signIn')}
            </Button>
          )}
        </Group>
      </AppShell.Header>
      {hasSideNav ? (
        <AppShell.Navbar p="sm" aria-label={t('a11y.manageNavigation')}>
          <ManageNavigation user={user} basePath={manageBasePath} onNavigate={closeNav} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.workspaceMain}>
        <Outlet />
      </AppShell.Main>
      <Box component="footer" className={classes.workspaceFooter}>
        <AppFooter />
      </Box>
      {user && !isGuest ? <WhatsNewDialog /> : null}
    </AppShell>
  );
}
