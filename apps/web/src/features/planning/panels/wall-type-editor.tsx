import { ColorInput, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorRecord } from '../document/editor-document.ts';
import { BAND_FIELDS, lossPerBand, withBandLoss, withThickness } from './material-library.ts';

/** Edits a wall type: name, colour, thickness, loss per crossing on each band, and its bottom and top heights. */
export function WallTypeEditor({ type, onChange }: { type: EditorRecord; onChange: (record: EditorRecord) => void }) {
  const { t } = useTranslation();
  const losses = lossPerBand(type);
  const number = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);
  return (
    <Stack gap="xs" data-testid="wall-type-editor">
      <Text size="sm" fw={600}>
        {t('planning.wallType.title')}
      </Text>
      <TextInput
        label={t('planning.wallType.name')}
        value={String(type.name ?? '')}
        onChange={(event) => onChange({ ...type, name: event.currentTarget.value })}
      />
      <ColorInput
        label={t('planning.wallType.colour')}
        value={String(type.color ?? '#343a40')}
        onChange={(color) => onChange({ ...type, color })}
        format="hex"
      />
      <NumberInput
        label={t('planning.wallType.thickness')}
        value={typeof type.thickness === 'number' ? type.thickness : ''}
        min={0.001}
        step={0.01}
        decimalScale={3}
        onChange={(value) => number(value) > 0 && onChange(withThickness(type, number(value)))}
      />
      <Group grow gap="xs">
        {BAND_FIELDS.map((band) => (
          <NumberInput
            key={band.esx}
            label={t(`planning.wallType.loss.${band.key}`)}
            value={losses[band.esx] ?? ''}
            min={0}
            step={0.5}
            decimalScale={2}
            onChange={(value) => Number.isFinite(number(value)) && onChange(withBandLoss(type, band.esx, number(value)))}
          />
        ))}
      </Group>
      <Group grow gap="xs">
        <NumberInput
          label={t('planning.wallType.bottom')}
          value={typeof type.lowerEdge === 'number' ? type.lowerEdge : ''}
          min={0}
          step={0.1}
          decimalScale={2}
          onChange={(value) => onChange(patchEdge(type, 'lowerEdge', value))}
        />
        <NumberInput
          label={t('planning.wallType.top')}
          value={typeof type.upperEdge === 'number' ? type.upperEdge : ''}
          min={0}
          step={0.1}
          decimalScale={2}
          onChange={(value) => onChange(patchEdge(type, 'upperEdge', value))}
        />
      </Group>
    </Stack>
  );
}

/** An empty field removes the edge (the wall then spans the floor's full height). */
function patchEdge(type: EditorRecord, field: 'lowerEdge' | 'upperEdge', value: string | number): EditorRecord {
  if (typeof value === 'number') return { ...type, [field]: value };
  const { [field]: _removed, ...rest } = type;
  return rest as EditorRecord;
}
