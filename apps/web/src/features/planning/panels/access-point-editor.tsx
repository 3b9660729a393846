import { Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { radiosOf, rotateAccessPoint, setRadiosField } from '../commands/access-point-commands.ts';
import { putRecord } from '../commands/floor-commands.ts';
import type { EditorDocument, EditorRecord } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { RadioEditor } from './radio-editor.tsx';

const ROTATE_STEP_DEG = 45;

/** Properties of one AP (name, height, tilt, mounting, direction) and of each of its radios (power, channel, width). */
export function AccessPointEditor({
  document,
  ap,
  onCommand,
}: {
  document: EditorDocument;
  ap: EditorRecord;
  onCommand: (command: EditorCommand) => void;
}) {
  const { t } = useTranslation();
  const radios = radiosOf(document, ap.id);
  const first = radios[0];
  const direction = Number(first?.antennaDirection ?? 0);
  const setAll = (field: string, value: unknown) => onCommand(setRadiosField(document, ap.id, field, value));
  return (
    <Stack gap="xs" data-testid="ap-editor">
      <TextInput
        label={t('planning.ap.name')}
        value={String(ap.name ?? '')}
        onChange={(event) => onCommand(putRecord('accessPoints', { ...ap, name: event.currentTarget.value }))}
      />
      <Text size="xs" c="dimmed">
        {[ap.vendor, ap.model].filter(Boolean).join(' ')}
      </Text>
      <Group grow gap="xs">
        <NumberInput
          label={t('planning.ap.height')}
          value={Number(first?.antennaHeight ?? 2.4)}
          min={0}
          max={30}
          step={0.1}
          decimalScale={2}
          onChange={(value) => typeof value === 'number' && setAll('antennaHeight', value)}
        />
        <NumberInput
          label={t('planning.ap.tilt')}
          value={Number(first?.antennaTilt ?? 0)}
          min={-90}
          max={90}
          step={5}
          onChange={(value) => typeof value === 'number' && setAll('antennaTilt', value)}
        />
      </Group>
      <NativeSelect
        label={t('planning.ap.mounting')}
        value={String(first?.antennaMounting ?? 'CEILING')}
        onChange={(event) => setAll('antennaMounting', event.currentTarget.value)}
        data={[
          { value: 'CEILING', label: t('planning.ap.ceiling') },
          { value: 'WALL', label: t('planning.ap.wall') },
        ]}
      />
      <Group gap="xs" align="flex-end">
        <NumberInput
          style={{ flex: 1 }}
          label={t('planning.ap.direction')}
          value={direction}
          min={0}
          max={359}
          step={15}
          onChange={(value) => typeof value === 'number' && onCommand(rotateAccessPoint(document, ap.id, value))}
        />
        <Button variant="default" onClick={() => onCommand(rotateAccessPoint(document, ap.id, direction + ROTATE_STEP_DEG))}>
          {t('planning.ap.rotate', { step: ROTATE_STEP_DEG })}
        </Button>
      </Group>
      {radios.map((radio, index) => (
        <RadioEditor key={radio.id} document={document} radio={radio} index={index} onCommand={onCommand} />
      ))}
    </Stack>
  );
}
