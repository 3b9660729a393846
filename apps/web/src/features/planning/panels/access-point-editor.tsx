import { Button, Group, NativeSelect, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { radiosOf, rotateAccessPoint, setRadiosField } from '../commands/access-point-commands.ts';
import { putRecord } from '../commands/floor-commands.ts';
import type { EditorDocument, EditorRecord } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { channelsFor, describeRadio, widthsOf } from './radio-channels.ts';

const BAND_KEY = { TWO: 'b24', FIVE: 'b5', SIX: 'b6' } as const;
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
      {radios.map((radio, index) => {
        const described = describeRadio(document, radio);
        const put = (patch: Record<string, unknown>) => onCommand(putRecord('simulatedRadios', { ...radio, ...patch }));
        return (
          <Stack
            key={radio.id}
            gap={4}
            p="xs"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
            data-testid="radio-editor"
          >
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {described ? t(`planning.ap.band.${BAND_KEY[described.band]}`) : t('planning.ap.radio', { number: index + 1 })}
              </Text>
              <Switch
                size="xs"
                label={t('planning.ap.enabled')}
                checked={radio.enabled !== false}
                onChange={(event) => put({ enabled: event.currentTarget.checked })}
              />
            </Group>
            <NumberInput
              label={t('planning.ap.power')}
              value={Number(radio.transmitPower ?? 0)}
              min={-10}
              max={36}
              step={1}
              decimalScale={1}
              onChange={(value) => typeof value === 'number' && put({ transmitPower: value })}
            />
            {described ? (
              <Group grow gap="xs">
                <NumberInput
                  label={t('planning.ap.channel')}
                  value={described.primary}
                  min={1}
                  max={233}
                  onChange={(value) =>
                    typeof value === 'number' && put({ channel: channelsFor(described.band, value, described.widthMhz) })
                  }
                />
                <NativeSelect
                  label={t('planning.ap.width')}
                  value={String(described.widthMhz)}
                  onChange={(event) => put({ channel: channelsFor(described.band, described.primary, Number(event.currentTarget.value)) })}
                  data={widthsOf(described.band).map((width) => ({ value: String(width), label: t('planning.ap.mhz', { width }) }))}
                />
              </Group>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
