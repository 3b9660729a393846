import { Alert, Badge, Button, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isFeatureOn, type PageConfig } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { usePageConfig } from '../../lib/page-config/page-config.query.ts';
import { canOpenPlanner, deriveLicenceState, isUserAccessRestricted } from '../../lib/session/licence-state.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ProductTileCard } from './product-tile-card.tsx';
import { isLandingAllowed, selectProductTiles, type ProductTile } from './product-tiles.ts';

function hrefOf(tile: ProductTile, config: PageConfig | undefined): string {
  return tile.destination.kind === 'internal' ? tile.destination.path : (config?.[tile.destination.baseUrl] ?? '');
}

/** The cloud landing page: the product tiles the user's licence and accesses allow (docs/product.md §6). */
export function LandingPage() {
  const { t } = useTranslation();
  const { user, licence } = useSession();
  const pageConfig = usePageConfig();
  if (!user) return null;
  const now = new Date();
  const { licenseType } = deriveLicenceState(user, licence, now);
  const plannerOn = isFeatureOn(pageConfig.data?.featureFlags.cloudPlanner);
  const tiles = selectProductTiles({
    user,
    licenseType,
    canOpenInsights: !isUserAccessRestricted(user, licence, now),
    canOpenPlanner: plannerOn && canOpenPlanner(user, licence, now),
  });
  const needsConfig = tiles.some((tile) => tile.destination.kind === 'external');

  let content;
  if (needsConfig && pageConfig.isPending) content = <PageLoader label={t('common.loading')} />;
  else if (needsConfig && pageConfig.isError) {
    const error = translateError(t, pageConfig.error);
    content = (
      <ErrorState
        title={t('routeError.title')}
        message={error.message}
        retry={{ label: t('common.retry'), onRetry: () => void pageConfig.refetch() }}
      />
    );
  } else if (tiles.length === 0) {
    content = (
      <EmptyState title={t('landing.emptyTitle')} description={t('landing.emptyBody')}>
        <Button component={Link} to="/home/manage" mt="md">
          {t('landing.openManage')}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {tiles.map((tile) => (
          <ProductTileCard
            key={tile.id}
            id={tile.id}
            href={hrefOf(tile, pageConfig.data)}
            external={tile.destination.kind === 'external'}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack data-testid="page-landing" gap="xl" maw={1100} mx="auto">
      <Stack gap={6}>
        <Title order={1}>{t('landing.title')}</Title>
        <Group gap="sm">
          <Text c="dimmed">{t('landing.greeting', { name: user.firstName || user.email })}</Text>
          <Badge variant="outline">{t('landing.licence', { type: licenseType ?? t('landing.noLicence') })}</Badge>
        </Group>
      </Stack>
      {isLandingAllowed(licenseType) ? null : (
        <Alert color="yellow" title={t('landing.notAllowedTitle')}>
          {t('landing.notAllowedBody')}
        </Alert>
      )}
      {content}
    </Stack>
  );
}
