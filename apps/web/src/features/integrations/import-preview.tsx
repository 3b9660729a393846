import { Alert, List, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { ImportPreview as Preview } from '@airscope/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Unplaced = Preview['unplaced'][number];

/** Map widths the user typed, in metres, by floor id; '' while a field is empty. */
export type FloorWidths = Record<string, number | ''>;

/** Metres per pixel of each unscaled floor whose width the user gave, as the import takes them. */
export function scalesFromWidths(preview: Preview | undefined, widths: FloorWidths): Record<string, number> {
  const scales: Record<string, number> = {};
  for (const floor of preview?.floors ?? []) {
    const width = widths[floor.id];
    if (floor.metersPerPixel === null && typeof width === 'number' && width > 0) scales[floor.id] = width / floor.widthPx;
  }
  return scales;
}

function distance(t: TFunction, metres: number): string {
  return metres >= 1000
    ? t('integrations.importPreview.km', { km: (metres / 1000).toFixed(1) })
    : t('integrations.importPreview.m', { metres: Math.round(metres) });
}

function reasonText(t: TFunction, ap: Unplaced): string {
  const names = { name: ap.name, mac: ap.mac, floor: ap.floorName ?? '' };
  if (ap.reason === 'OFF_PLAN' && ap.distanceM !== null)
    return t('integrations.importPreview.offPlan', { ...names, distance: distance(t, ap.distanceM) });
  if (ap.reason === 'OFF_PLAN') return t('integrations.importPreview.offMap', names);
  if (ap.reason === 'NO_POSITION') return t('integrations.importPreview.noPosition', names);
  return t('integrations.importPreview.noFloor', names);
}

/**
 * What the import will bring before anything is written: each floor with its scale, a width field for each floor
 * the controller keeps without a scale, and every AP the import cannot place with the reason.
 */
export function ImportPreview({
  preview,
  widths,
  onWidth,
}: {
  preview: Preview;
  widths: FloorWidths;
  onWidth(floorId: string, width: number | ''): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="import-preview">
      <Text size="sm">
        {t('integrations.importPreview.summary', { floors: preview.floors.length, accessPoints: preview.accessPointCount })}
      </Text>
      {preview.floors.map((floor) =>
        floor.metersPerPixel === null ? (
          <Alert key={floor.id} color="yellow" data-testid="import-needs-scale">
            <Stack gap={4}>
              <Text size="sm">
                {t('integrations.importPreview.needsScale', {
                  floor: floor.name,
                  width: floor.widthPx,
                  height: floor.heightPx,
                  aps: floor.accessPointCount,
                })}
              </Text>
              <NumberInput
                label={t('integrations.importPreview.mapWidth', { floor: floor.name })}
                value={widths[floor.id] ?? ''}
                min={0.1}
                step={1}
                decimalScale={2}
                onChange={(value) => onWidth(floor.id, typeof value === 'number' ? value : '')}
                w={260}
              />
            </Stack>
          </Alert>
        ) : (
          <Text key={floor.id} size="sm" c="dimmed">
            {t('integrations.importPreview.floor', {
              floor: floor.name,
              cm: (floor.metersPerPixel * 100).toFixed(2),
              aps: floor.accessPointCount,
            })}
          </Text>
        ),
      )}
      {preview.unplaced.length > 0 ? (
        <Alert color="orange" data-testid="import-unplaced">
          <Title order={3} size="h6">
            {t('integrations.importPreview.unplaced', { number: preview.unplaced.length })}
          </Title>
          <List size="sm">
            {preview.unplaced.map((ap) => (
              <List.Item key={`${ap.mac}-${ap.name}`}>{reasonText(t, ap)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
