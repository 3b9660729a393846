import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ProjectUser } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { sortProjectUsers, usernameOf } from './sort-project-users.ts';

/** Who works on the project: owners first, then by username. */
export function ProjectUsersList({ users }: { users: readonly ProjectUser[] }) {
  const { t } = useTranslation();
  if (users.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.users.empty')}
      </Text>
    );
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="project-users">
      {sortProjectUsers(users).map((user) => (
        <Group key={user.userId} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end">
              {usernameOf(user)}
            </Text>
            {(user.firstName || user.lastName) && (
              <Text size="xs" c="dimmed" truncate="end">
                {`${user.firstName} ${user.lastName}`.trim()}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={user.role === 'OWNER' ? 'blue' : 'gray'} tt="none">
            {t(`projects.roles.${user.role}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
