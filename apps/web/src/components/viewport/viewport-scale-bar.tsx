import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseScaleBar } from '../../lib/viewport/scale-bar.ts';

interface ViewportScaleBarProps {
  /** Metres per content (image) pixel; null when the plan has no scale. */
  metersPerUnit: number | null;
  /** The view's zoom: CSS px per content pixel. */
  scale: number;
}

/** A bar of a round length in metres in the bottom left corner of a pan/zoom view, redrawn with the zoom. */
export function ViewportScaleBar({ metersPerUnit, scale }: ViewportScaleBarProps) {
  const { t, i18n } = useTranslation();
  const bar = metersPerUnit ? chooseScaleBar(metersPerUnit / scale) : null;
  if (!bar) return null;
  const length = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(bar.metres);
  return (
    <Box
      role="img"
      aria-label={t('floorPlanView.scaleBar.label', { length })}
      data-testid="scale-bar"
      data-metres={bar.metres}
      pos="absolute"
      left={12}
      bottom={12}
      px={6}
      py={2}
      bg="rgba(255, 255, 255, 0.85)"
      style={{ zIndex: 1, borderRadius: 4, pointerEvents: 'none' }}
    >
      <Text size="xs" fw={600} c="dark.7" aria-hidden>
        {t('floorPlanView.scaleBar.length', { length })}
      </Text>
      {/* End ticks and the bar itself: an open box, as on a printed plan. */}
      <Box
        aria-hidden
        data-testid="scale-bar-line"
        w={bar.px}
        h={6}
        style={{ border: '2px solid #212529', borderTop: 'none', boxSizing: 'border-box' }}
      />
    </Box>
  );
}
