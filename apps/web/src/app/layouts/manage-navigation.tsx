import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import type { CurrentUser } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { canOpenManageSection, type ManageSection } from '../guards/manage-access.guard.ts';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';

interface ManageNavigationProps {
  user: CurrentUser;
  /** `/manage`, or `/home/manage` where only My page exists. */
  basePath: string;
  onNavigate: () => void;
}

type SectionKey = 'myPage' | 'projects' | 'licenses' | 'organizationSettings' | 'integrations' | 'analytics';
const SECTIONS: readonly { section: ManageSection; path: string; key: SectionKey }[] = [
  { section: 'my-page', path: '', key: 'myPage' },
  { section: 'projects', path: 'projects', key: 'projects' },
  { section: 'licenses', path: 'licenses', key: 'licenses' },
  { section: 'organization-settings', path: 'organization-settings', key: 'organizationSettings' },
  // Controller connections of the organisation: org admins, as the server's policy.
  { section: 'licenses', path: 'integrations', key: 'integrations' },
  // The analytics page is guarded like the licences (org admins), so it shows to the same people.
  { section: 'licenses', path: 'analytics', key: 'analytics' },
];

/** Links of the Manage side navigation (the shell's navbar is the `nav` landmark); admin sections show only to those who may open them (docs/product.md §2). */
export function ManageNavigation({ user, basePath, onNavigate }: ManageNavigationProps) {
  const { t } = useTranslation();
  const dataSourcesOn = useFeatureFlag('datasource');
  const visible = SECTIONS.filter(
    ({ section, path, key }) =>
      (path === '' || basePath === '/manage') && canOpenManageSection(user, section) && (key !== 'integrations' || dataSourcesOn),
  );
  return (
    <Stack gap={2}>
      {visible.map(({ path, key }) => {
        const to = path ? `${basePath}/${path}` : basePath;
        return (
          <NavLink key={key} to={to} end onClick={onNavigate} style={{ textDecoration: 'none', color: 'inherit' }}>
            {({ isActive }) => <MantineNavLink component="span" label={t(`manage.nav.${key}`)} active={isActive} />}
          </NavLink>
        );
      })}
    </Stack>
  );
}
