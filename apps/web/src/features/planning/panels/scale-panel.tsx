import { Button, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDistance } from './scale-distance.ts';

interface ScalePanelProps {
  /** How many of the line's two points are picked on the plan. */
  pointCount: number;
  /** The line's length as typed, m; '' while empty. */
  metres: number | '';
  onMetres: (metres: number | '') => void;
  onApply: () => void;
  /** The floor's current scale, m per plan pixel; null when unscaled. */
  metersPerUnit: number | null;
}

/** The scale tool's steps: pick two points, type their distance, apply; and the scale the floor has now. */
export function ScalePanel({ pointCount, metres, onMetres, onApply, metersPerUnit }: ScalePanelProps) {
  const { t } = useTranslation();
  const isRefused = typeof metres === 'number' && !isDistance(metres);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="scale-panel">
      <Stack gap="xs">
        <Text size="sm">{pointCount < 2 ? t('planning.scale.pickPoints', { count: pointCount }) : t('planning.scale.typeDistance')}</Text>
        <NumberInput
          label={t('planning.scale.distance')}
          value={metres}
          step={0.5}
          decimalScale={3}
          clampBehavior="none"
          error={isRefused ? t('planning.scale.notPositive') : undefined}
          onChange={(value) => onMetres(typeof value === 'number' ? value : '')}
          disabled={pointCount !== 2}
        />
        <Button onClick={onApply} disabled={pointCount !== 2 || !isDistance(metres)}>
          {t('planning.scale.apply')}
        </Button>
        {metersPerUnit ? (
          <Text size="xs" c="dimmed">
            {t('planning.scale.current', { cm: (metersPerUnit * 100).toFixed(2) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
