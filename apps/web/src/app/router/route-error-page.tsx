import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { translateError } from '../../lib/i18n/translate-error.ts';

/** The error screen of a route whose loader or render threw (e.g. an invalid floor-plan row id). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : translateError(t, error).message;
  return (
    <Paper data-testid="page-error" withBorder radius="lg" p="xl" maw={640} mx="auto" mt="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.body')}</Text>
        <Text role="alert" fw={600}>
          {message}
        </Text>
        <Button component={Link} to="/">
          {t('common.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
