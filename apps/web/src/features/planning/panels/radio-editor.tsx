import { WIDTHS_MHZ, type RadioSettingProblem } from '@airscope/core';
import { Badge, Group, NativeSelect, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { putRecord } from '../commands/floor-commands.ts';
import type { EditorDocument, EditorRecord } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { describeRadioProblem } from '../regulatory/describe-radio-problem.ts';
import { useRegulatoryDomain } from '../regulatory/regulatory-domain-context.ts';
import { editRadio, radioProblems, radioSettingIn, type RadioChange } from './radio-edit.ts';

const BAND_KEY = { '2.4': 'b24', '5': 'b5', '6': 'b6' } as const;
type Field = 'power' | 'channel' | 'width';

/**
 * One radio of an AP: on/off, power, channel and width. A typed value the radio may not take (no channel of its
 * band or width, not allowed in the project's country, power over the range or the EIRP limit) is refused at its
 * field with the reason, and the radio keeps what it had; the field goes back to the radio's value when left.
 */
export function RadioEditor({
  document,
  radio,
  index,
  onCommand,
}: {
  document: EditorDocument;
  radio: EditorRecord;
  index: number;
  onCommand: (command: EditorCommand) => void;
}) {
  const { t, i18n } = useTranslation();
  const domain = useRegulatoryDomain();
  const setting = radioSettingIn(document, radio);
  const [refused, setRefused] = useState<{ field: Field; problem: RadioSettingProblem } | null>(null);
  const [powerDraft, setPowerDraft] = useState<string | number>(Number(radio.transmitPower ?? 0));
  const [channelDraft, setChannelDraft] = useState<string | number>(setting?.primary ?? '');
  const power = Number(radio.transmitPower ?? 0);
  const primary = setting?.primary;
  // The radio changed (a valid edit, undo, another panel): the fields show it again and a refusal is over.
  useEffect(() => {
    setPowerDraft(power);
    setChannelDraft(primary ?? '');
    setRefused(null);
  }, [power, primary, setting?.widthMhz]);

  const current = radioProblems(document, radio, domain);
  const errorOf = (field: Field): string | undefined => {
    const problem = refused?.field === field ? refused.problem : current?.problems.find((candidate) => candidate.field === field);
    return problem ? describeRadioProblem(t, i18n, problem) : undefined;
  };
  const attempt = (field: Field, change: RadioChange) => {
    const edit = editRadio(document, radio, domain, change);
    if (edit.refusal) setRefused({ field, problem: edit.refusal });
    else {
      setRefused(null);
      onCommand(putRecord('simulatedRadios', edit.record));
    }
  };
  const revert = () => {
    setPowerDraft(power);
    setChannelDraft(primary ?? '');
  };

  return (
    <Stack
      gap={4}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}
      data-testid="radio-editor"
      data-band={setting?.band ?? ''}
    >
      <Group justify="space-between">
        <Text size="sm" fw={600} data-testid="radio-band">
          {setting ? t(`planning.ap.band.${BAND_KEY[setting.band]}`) : t('planning.ap.radio', { number: index + 1 })}
        </Text>
        <Switch
          size="xs"
          label={t('planning.ap.enabled')}
          checked={radio.enabled !== false}
          onChange={(event) => onCommand(putRecord('simulatedRadios', { ...radio, enabled: event.currentTarget.checked }))}
        />
      </Group>
      <NumberInput
        label={t('planning.ap.power')}
        value={powerDraft}
        step={1}
        decimalScale={1}
        clampBehavior="none"
        error={setting ? errorOf('power') : undefined}
        onBlur={revert}
        onChange={(value) => {
          setPowerDraft(value);
          if (typeof value !== 'number') return;
          if (setting) attempt('power', { transmitPowerDbm: value });
          else onCommand(putRecord('simulatedRadios', { ...radio, transmitPower: value }));
        }}
      />
      {setting ? (
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('planning.ap.channel')}
            value={channelDraft}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={errorOf('channel')}
            description={current?.isDfs ? t('planning.ap.dfs') : undefined}
            onBlur={revert}
            onChange={(value) => {
              setChannelDraft(value);
              if (typeof value === 'number') attempt('channel', { primary: value });
            }}
          />
          <NativeSelect
            label={t('planning.ap.width')}
            value={String(setting.widthMhz)}
            error={errorOf('width')}
            onChange={(event) => attempt('width', { widthMhz: Number(event.currentTarget.value) })}
            data={WIDTHS_MHZ[setting.band].map((width) => ({ value: String(width), label: t('planning.ap.mhz', { width }) }))}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
