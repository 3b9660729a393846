import { Avatar, Box, Menu, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import type { CurrentUser } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, SUPPORTED_LANGUAGES } from '../../lib/i18n/languages.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { checkInsightsAccess, manageHomePath } from '../guards/access-gates.guard.ts';
import { ROUTE_PATHS } from '../router/route-paths.ts';

interface UserAvatarMenuProps {
  user: CurrentUser;
  /** A guest of a shared project: no Manage or security pages to offer. */
  isGuest?: boolean;
  onSignOut: () => void;
}

function fullNameOf(user: CurrentUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** The avatar dropdown: who is signed in, Manage, security, language, theme and sign-out. */
export function UserAvatarMenu({ user, isGuest = false, onSignOut }: UserAvatarMenuProps) {
  const { t, i18n } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('light') === 'dark';
  const name = fullNameOf(user);
  // Manage and security preferences lead only where the gates let this user in.
  const facts = { user, licence: useSession().licence, now: new Date() };

  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('a11y.accountMenu')} style={{ borderRadius: '50%' }}>
          {/* An icon, not initials: visible text in the button would have to be part of its name. */}
          <Avatar color="cyan" variant="filled" aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.menu.signedInAs')}</Menu.Label>
        <Box px="sm" pb="xs">
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Text c="dimmed" size="xs" truncate>
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        {isGuest ? null : (
          <Menu.Item component={Link} to={manageHomePath(facts)}>
            {t('shell.menu.manage')}
          </Menu.Item>
        )}
        {!isGuest && checkInsightsAccess(facts) === null ? (
          <Menu.Item component={Link} to={ROUTE_PATHS.securityPreference}>
            {t('shell.menu.securityPreferences')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Label>{t('shell.menu.language')}</Menu.Label>
        <Menu.RadioGroup
          value={i18n.resolvedLanguage ?? 'en'}
          onChange={(value) => {
            if (isLanguage(value)) void i18n.changeLanguage(value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((lng) => (
            <Menu.RadioItem key={lng} value={lng} lang={lng}>
              {t(`languages.${lng}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.CheckboxItem checked={isDark} onChange={(checked) => setColorScheme(checked ? 'dark' : 'light')}>
          {t('shell.menu.darkTheme')}
        </Menu.CheckboxItem>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onSignOut}>
          {t('shell.menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
