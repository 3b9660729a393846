import { Button, Group } from '@mantine/core';
import type { CurrentUser } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ROUTE_PATHS } from '../router/route-paths.ts';

/** Top-level areas; Insights shows only to users who may open it. */
export function HeaderNavigation({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const links = [
    { to: ROUTE_PATHS.root, label: t('shell.nav.home'), end: true },
    ...(user.insightsAccessAllowed ? [{ to: ROUTE_PATHS.insights, label: t('shell.nav.insights'), end: false }] : []),
    { to: ROUTE_PATHS.manage, label: t('shell.nav.manage'), end: false },
  ];
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
