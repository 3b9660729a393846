import { Burger, Button, Group, Menu } from '@mantine/core';
import type { CurrentUser } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { checkCloudAccess, checkInsightsAccess, checkPlannerAccess, manageHomePath } from '../guards/access-gates.guard.ts';
import { ROUTE_PATHS } from '../router/route-paths.ts';

/** Top-level areas, each only for users its gate lets in, so no link bounces back. */
function useAreaLinks(user: CurrentUser) {
  const { t } = useTranslation();
  const facts = { user, licence: useSession().licence, now: new Date() };
  const plannerOn = useFeatureFlag('cloudPlanner');
  return [
    ...(checkCloudAccess(facts) === null ? [{ to: ROUTE_PATHS.root, label: t('shell.nav.home'), end: true }] : []),
    ...(checkInsightsAccess(facts) === null ? [{ to: ROUTE_PATHS.insights, label: t('shell.nav.insights'), end: false }] : []),
    ...(plannerOn && checkPlannerAccess(facts) === null ? [{ to: ROUTE_PATHS.planner, label: t('shell.nav.planner'), end: false }] : []),
    { to: manageHomePath(facts), label: t('shell.nav.manage'), end: false },
  ];
}

/** On narrow screens the areas sit behind a menu button, since the header has no room for them. */
export function CompactNavigationMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = useAreaLinks(user);
  return (
    <Menu position="bottom-start" width={220}>
      <Menu.Target>
        <Burger size="sm" hiddenFrom="sm" aria-label={t('a11y.mainMenu')} data-testid="main-menu-button" />
      </Menu.Target>
      <Menu.Dropdown aria-label={t('a11y.mainNavigation')}>
        {links.map((link) => {
          const isActive = link.end ? pathname === link.to : pathname.startsWith(link.to);
          return (
            <Menu.Item
              key={link.to}
              component={Link}
              to={link.to}
              aria-current={isActive ? 'page' : undefined}
              fw={isActive ? 700 : undefined}
            >
              {link.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The areas as header buttons on wider screens. */
export function HeaderNavigation({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const links = useAreaLinks(user);
  return (
    <Group component="nav" aria-label={t('a11y.mainNavigation')} gap={4} visibleFrom="sm">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" variant={isActive ? 'light' : 'subtle'} color={isActive ? undefined : 'gray'} size="sm">
              {link.label}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
