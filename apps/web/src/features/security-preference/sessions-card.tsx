import type { UserSession } from '@airscope/contracts';
import { Badge, Button, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useEndSessionMutation } from './api/end-session.mutation.ts';
import { useUserSessions } from './api/user-sessions.query.ts';

function SessionRow({ session, userId, format }: { session: UserSession; userId: string; format: (iso: string) => string }) {
  const { t } = useTranslation();
  const end = useEndSessionMutation(userId);
  const device = session.userAgent ?? t('security.sessions.unknownDevice');
  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-word' }}>{device}</Table.Td>
      <Table.Td>{format(session.createdAt)}</Table.Td>
      <Table.Td>{format(session.lastSeenAt)}</Table.Td>
      <Table.Td>
        {session.current ? (
          <Badge variant="light">{t('security.sessions.current')}</Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={end.isPending}
            onClick={() => end.mutate(session.sessionKey)}
            aria-label={t('security.sessions.endLabel', { device })}
          >
            {t('security.sessions.end')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The user's live sessions, with a button to end each other one. */
export function SessionsCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const sessions = useUserSessions(userId);
  const formatter = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const format = (iso: string) => formatter.format(new Date(iso));

  let content;
  if (sessions.isPending) {
    content = <Loader size="sm" aria-label={t('security.sessions.loading')} />;
  } else if (sessions.isError) {
    const error = translateError(t, sessions.error);
    content = (
      <ErrorState
        title={t('security.sessions.errorTitle')}
        message={error.message}
        detail={error.detail}
        retry={{ label: t('security.sessions.retry'), onRetry: () => void sessions.refetch() }}
      />
    );
  } else if (sessions.data.length === 0) {
    content = <Text c="dimmed">{t('security.sessions.empty')}</Text>;
  } else {
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t('security.sessions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('security.sessions.device')}</Table.Th>
              <Table.Th>{t('security.sessions.started')}</Table.Th>
              <Table.Th>{t('security.sessions.lastActive')}</Table.Th>
              <Table.Th>{t('security.sessions.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.data.map((session) => (
              <SessionRow key={session.sessionKey} session={session} userId={userId} format={format} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('security.sessions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.sessions.intro')}
        </Text>
        {content}
      </Stack>
    </Paper>
  );
}
