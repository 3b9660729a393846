import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductTileId } from './product-tiles.ts';

interface ProductTileCardProps {
  id: ProductTileId;
  /** An in-app path, or a full URL of another site. */
  href: string;
  external: boolean;
}

export function ProductTileCard({ id, href, external }: ProductTileCardProps) {
  const { t } = useTranslation();
  const title = t(`landing.tiles.${id}.title`);
  const label = `${t('landing.open')} ${title}`;
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" data-testid={`tile-${id}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`landing.tiles.${id}.description`)}
          </Text>
        </Stack>
        {external ? (
          <Button component="a" href={href} variant="light" aria-label={`${label} (${t('common.opensInNewSite')})`}>
            {t('landing.open')}
          </Button>
        ) : (
          <Button component={Link} to={href} variant="light" aria-label={label}>
            {t('landing.open')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
