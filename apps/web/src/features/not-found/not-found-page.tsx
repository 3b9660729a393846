import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { resolveRedirectTarget } from '../../lib/navigation/redirect-allow-list.ts';

/** The not-found screen; offers the way back when `from` is a path of ours. `reason` says why, when one is known. */
export function NotFoundPage({ reason }: { reason?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const back = resolveRedirectTarget(searchParams.get('from'), { allowedHosts: [], ownOrigin: window.location.origin });
  const backPath = back?.kind === 'internal' && back.path !== pathname ? back.path : null;

  return (
    <Paper data-testid="page-not-found" withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.body')}
        </Text>
        {reason ? (
          <Text role="alert" fw={600}>
            {reason}
          </Text>
        ) : null}
        <Group justify="center">
          {backPath ? (
            <Button component={Link} to={backPath} variant="default">
              {t('notFound.goBack')}
            </Button>
          ) : null}
          <Button component={Link} to="/">
            {t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
