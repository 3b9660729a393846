import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ERROR_TEXT } from '@airscope/contracts';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';

/**
 * The error screen of a route whose loader or render threw. A floor-plan address whose row id is not a number names
 * no page, so it gets the not-found screen with the spec's reason rather than "Something went wrong".
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof Error && error.message === ERROR_TEXT.invalidFloorPlanRowId) {
    return <NotFoundPage reason={t('errors.invalidFloorPlanRowId')} />;
  }
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
