import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  addCapacityItem,
  capacityItemsOf,
  MAX_CLIENTS_PER_ITEM,
  removeCapacityItem,
  updateCapacityItem,
} from '../commands/capacity-commands.ts';
import { recordsOf, type EditorDocument, type EditorRecord } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';

interface CapacityItemsEditorProps {
  document: EditorDocument;
  area: EditorRecord;
  onCommand: (command: EditorCommand) => void;
}

/** The clients of a capacity area: per row a device profile, a usage profile and how many such clients. */
export function CapacityItemsEditor({ document, area, onCommand }: CapacityItemsEditorProps) {
  const { t } = useTranslation();
  const items = capacityItemsOf(area);
  const devices = recordsOf(document, 'deviceProfiles').map((record) => ({ value: record.id, label: String(record.name ?? record.id) }));
  const usages = recordsOf(document, 'usageProfiles').map((record) => ({ value: record.id, label: String(record.name ?? record.id) }));
  return (
    <Stack gap="xs" data-testid="capacity-items">
      <Text size="sm" fw={500}>
        {t('planning.capacity.clientsTitle')}
      </Text>
      {items.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('planning.capacity.noClients')}
        </Text>
      ) : null}
      {items.map((item, index) => (
        <Stack
          key={index}
          gap={4}
          data-testid="capacity-item"
          style={{ borderLeft: '3px solid var(--mantine-color-blue-4)', paddingLeft: 8 }}
        >
          <NativeSelect
            label={t('planning.capacity.device')}
            value={item.deviceProfileId}
            data={devices}
            onChange={(event) => onCommand(updateCapacityItem(area, index, { deviceProfileId: event.currentTarget.value }))}
          />
          <NativeSelect
            label={t('planning.capacity.usage')}
            value={item.usageProfileId}
            data={usages}
            onChange={(event) => onCommand(updateCapacityItem(area, index, { usageProfileId: event.currentTarget.value }))}
          />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              label={t('planning.capacity.count')}
              value={item.clientCount}
              min={0}
              max={MAX_CLIENTS_PER_ITEM}
              step={1}
              allowDecimal={false}
              style={{ flex: 1 }}
              onChange={(value) => typeof value === 'number' && onCommand(updateCapacityItem(area, index, { clientCount: value }))}
            />
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t('planning.capacity.remove')}
              onClick={() => onCommand(removeCapacityItem(area, index))}
            >
              ×
            </ActionIcon>
          </Group>
        </Stack>
      ))}
      <Button variant="light" size="xs" onClick={() => onCommand(addCapacityItem(document, area))}>
        {t('planning.capacity.add')}
      </Button>
    </Stack>
  );
}
