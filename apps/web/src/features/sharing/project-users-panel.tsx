import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { GrantableRole, ProjectUser } from '@airscope/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useChangeRole, useRemoveProjectUser, useShareWithGroup, useShareWithUser } from './api/project-users.mutation.ts';
import { useProjectUsers } from './api/project-users.query.ts';
import { RoleSelect } from './role-select.tsx';
import { sharingSummaryLabel } from './sharing-summary-text.ts';

/** Who has the project and at which role; share with a colleague or with "My Sharing Group". */
export function ProjectUsersPanel({ projectId, myUserId }: { projectId: string; myUserId: string }) {
  const { t } = useTranslation();
  const users = useProjectUsers(projectId);
  const shareWithUser = useShareWithUser(projectId);
  const shareWithGroup = useShareWithGroup(projectId);
  const changeRole = useChangeRole(projectId);
  const remove = useRemoveProjectUser(projectId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GrantableRole>('READ_USER');
  const failed = [shareWithUser, shareWithGroup, changeRole, remove].find((m) => m.isError);
  const error = failed ? translateError(t, failed.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return;
    shareWithUser.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };

  if (users.isPending) return <PageLoader label={t('sharing.users.loading')} minHeight={120} />;
  if (users.isError) return <ErrorState title={t('sharing.users.loadError')} message={translateError(t, users.error).message} />;
  const list: ProjectUser[] = users.data;

  return (
    <Stack gap="md">
      <Text size="sm" data-testid="sharing-summary">
        {sharingSummaryLabel(t, list, myUserId)}
      </Text>
      <form onSubmit={submit} aria-label={t('sharing.users.formLabel')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('sharing.users.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <RoleSelect label={t('sharing.users.role')} value={role} onChange={setRole} />
          <Button type="submit" loading={shareWithUser.isPending}>
            {t('sharing.users.share')}
          </Button>
        </Group>
      </form>
      <Button
        variant="light"
        onClick={() => shareWithGroup.mutate(role)}
        loading={shareWithGroup.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('sharing.users.shareWithGroup')}
      </Button>
      {error ? <ErrorState title={t('sharing.users.error')} message={error.message} detail={error.detail} /> : null}
      <Table aria-label={t('sharing.users.tableLabel')} verticalSpacing="xs">
        <Table.Tbody>
          {list.map((user) => (
            <Table.Tr key={user.userId} data-testid="project-user-row">
              <Table.Th scope="row" fw={400}>
                <Text size="sm">{user.email}</Text>
              </Table.Th>
              <Table.Td>
                {user.role === 'OWNER' || user.role === 'MIXED_ROLE' ? (
                  <Badge variant="light">{t(`sharing.roles.${user.role}`)}</Badge>
                ) : (
                  <RoleSelect
                    hideLabel
                    label={t('sharing.users.roleOf', { email: user.email })}
                    value={user.role}
                    onChange={(next) => changeRole.mutate({ userId: user.userId, role: next })}
                  />
                )}
              </Table.Td>
              <Table.Td ta="right">
                {user.role === 'OWNER' ? null : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(user.userId)}
                    aria-label={t('sharing.users.removeNamed', { email: user.email })}
                  >
                    {t('sharing.users.remove')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
