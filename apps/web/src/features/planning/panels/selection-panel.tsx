import { DEFAULT_STOCK_REQUIREMENT_KEY } from '@airscope/esx';
import { Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { actionTooltip } from '../actions/action-tooltip.ts';
import { editorAction } from '../actions/editor-action-registry.ts';
import { putRecord } from '../commands/floor-commands.ts';
import { effectiveRequirementOf, requirementChoices, setAreaRequirement } from '../commands/requirement-commands.ts';
import type { Selection } from '../canvas/editor-tools.ts';
import { recordsOf, type EditorDocument } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { AccessPointEditor } from './access-point-editor.tsx';
import { CapacityItemsEditor } from '../capacity/capacity-items-editor.tsx';
import { areaDbPerM, BAND_FIELDS, withAreaBandLoss } from './material-library.ts';
import { WallTypeEditor } from './wall-type-editor.tsx';

interface SelectionPanelProps {
  document: EditorDocument;
  selection: NonNullable<Selection>;
  onCommand: (command: EditorCommand) => void;
  /** Runs the registry's delete action, as the Delete key does. */
  onDelete: () => void;
}

const DELETE = editorAction('delete');

/** Properties of the selected AP, wall or area, and its delete button. */
export function SelectionPanel({ document, selection, onCommand, onDelete }: SelectionPanelProps) {
  const { t } = useTranslation();
  const record = document[selection.collection].get(selection.id);
  if (!record) return null;
  let body = null;
  if (selection.collection === 'accessPoints') body = <AccessPointEditor document={document} ap={record} onCommand={onCommand} />;
  else if (selection.collection === 'wallSegments') {
    const type = document.wallTypes.get(String(record.wallTypeId));
    body = (
      <Stack gap="xs">
        <NativeSelect
          label={t('planning.tools.wallType')}
          value={String(record.wallTypeId)}
          onChange={(event) => onCommand(putRecord('wallSegments', { ...record, wallTypeId: event.currentTarget.value }))}
          data={recordsOf(document, 'wallTypes').map((wallType) => ({ value: wallType.id, label: String(wallType.name ?? wallType.id) }))}
        />
        {type ? <WallTypeEditor type={type} onChange={(changed) => onCommand(putRecord('wallTypes', changed))} /> : null}
      </Stack>
    );
  } else if (selection.collection === 'attenuationAreas') {
    const type = document.attenuationAreaTypes.get(String(record.attenuationAreaTypeId));
    body = type ? (
      <Stack gap="xs">
        <TextInput
          label={t('planning.area.typeName')}
          value={String(type.name ?? '')}
          onChange={(event) => onCommand(putRecord('attenuationAreaTypes', { ...type, name: event.currentTarget.value }))}
        />
        <Group grow gap="xs">
          {BAND_FIELDS.map((band) => (
            <NumberInput
              key={band.esx}
              label={t(`planning.area.loss.${band.key}`)}
              value={areaDbPerM(type, band.esx) ?? 0}
              min={0}
              step={0.5}
              decimalScale={2}
              onChange={(value) =>
                typeof value === 'number' && onCommand(putRecord('attenuationAreaTypes', withAreaBandLoss(type, band.esx, value)))
              }
            />
          ))}
        </Group>
      </Stack>
    ) : null;
  } else if (selection.collection === 'areas') {
    const choices = requirementChoices(document);
    const current = effectiveRequirementOf(document, record);
    body = (
      <Stack gap="xs">
        <TextInput
          label={t('planning.area.name')}
          value={String(record.name ?? '')}
          onChange={(event) => onCommand(putRecord('areas', { ...record, name: event.currentTarget.value }))}
        />
        <NativeSelect
          label={t('planning.area.requirement')}
          data-testid="area-requirement"
          // Without records the stock choices stand in; the default one is what the engine applies.
          value={current?.id ?? choices.find((choice) => choice.value === `stock:${DEFAULT_STOCK_REQUIREMENT_KEY}`)?.value ?? ''}
          onChange={(event) => onCommand(setAreaRequirement(document, record, event.currentTarget.value))}
          data={choices}
        />
        <CapacityItemsEditor document={document} area={record} onCommand={onCommand} />
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" data-testid="selection-panel" data-selected={selection.collection}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t(`planning.selection.${selection.collection}`)}
        </Title>
        {body ?? (
          <Text size="sm" c="dimmed">
            {t('planning.selection.noProperties')}
          </Text>
        )}
        <Button color="red" variant="light" onClick={onDelete} title={actionTooltip(t, DELETE)}>
          {t(DELETE.label)}
        </Button>
      </Stack>
    </Paper>
  );
}
