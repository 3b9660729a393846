import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a project page shows for an unknown or deleted project id, instead of waiting forever. */
export function ProjectNotFound({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid={testId} gap="md">
      <Title order={1}>{t('dashboard.notFound.title')}</Title>
      <Alert color="yellow" data-testid="project-not-found">
        {t('dashboard.notFound.body')}
      </Alert>
      <Anchor component={Link} to="/">
        {t('dashboard.notFound.back')}
      </Anchor>
    </Stack>
  );
}
