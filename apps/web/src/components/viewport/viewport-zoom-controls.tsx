import { ActionIcon, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZOOM_STEP } from '../../lib/viewport/viewport.ts';

export interface ViewportZoomControlsProps {
  scale: number;
  zoomBy: (factor: number) => void;
  fit: () => void;
}

/** The −, zoom level, + and fit buttons in the top right corner of a pan/zoom view. */
export function ViewportZoomControls({ scale, zoomBy, fit }: ViewportZoomControlsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} pos="absolute" top={8} right={8} style={{ zIndex: 1 }}>
      <ActionIcon variant="default" size="lg" aria-label={t('floorPlanView.zoomOut')} onClick={() => zoomBy(1 / ZOOM_STEP)}>
        <span aria-hidden>−</span>
      </ActionIcon>
      <Text
        size="xs"
        fw={600}
        miw={48}
        ta="center"
        bg="var(--mantine-color-body)"
        px={4}
        style={{ borderRadius: 4 }}
        data-testid="zoom-level"
      >
        {t('floorPlanView.zoomLevel', { percent: Math.round(scale * 100) })}
      </Text>
      <ActionIcon variant="default" size="lg" aria-label={t('floorPlanView.zoomIn')} onClick={() => zoomBy(ZOOM_STEP)}>
        <span aria-hidden>+</span>
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={t('floorPlanView.fit')} onClick={fit}>
        <span aria-hidden>⤢</span>
      </ActionIcon>
    </Group>
  );
}
