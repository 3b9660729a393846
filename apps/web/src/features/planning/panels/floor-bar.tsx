import { Button, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { putRecord } from '../commands/floor-commands.ts';
import type { FloorEntry } from '../document/building-floors.ts';
import type { EditorRecord } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';

interface FloorBarProps {
  buildings: readonly EditorRecord[];
  buildingId: string | null;
  onBuilding: (buildingId: string) => void;
  onAddBuilding: () => void;
  floors: readonly FloorEntry[];
  floor: FloorEntry | null;
  onFloor: (floorPlanId: string) => void;
  onAddFloor: () => void;
  floorTypes: readonly EditorRecord[];
  onCommand: (command: EditorCommand) => void;
}

/** Building and floor switch, add buttons, and the current floor's name, number, height and slab type. */
export function FloorBar({
  buildings,
  buildingId,
  onBuilding,
  onAddBuilding,
  floors,
  floor,
  onFloor,
  onAddFloor,
  floorTypes,
  onCommand,
}: FloorBarProps) {
  const { t } = useTranslation();
  const placement = floor?.placement ?? null;
  const putPlacement = (patch: Record<string, unknown>) => placement && onCommand(putRecord('buildingFloors', { ...placement, ...patch }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="floor-bar">
      <NativeSelect
        label={t('planning.floor.building')}
        value={buildingId ?? ''}
        onChange={(event) => onBuilding(event.currentTarget.value)}
        data={
          buildings.length === 0
            ? [{ value: '', label: t('planning.floor.noBuilding') }]
            : buildings.map((building) => ({ value: building.id, label: String(building.name ?? building.id) }))
        }
      />
      <Button variant="default" onClick={onAddBuilding}>
        {t('planning.floor.addBuilding')}
      </Button>
      <NativeSelect
        label={t('planning.floor.floor')}
        value={floor?.plan.id ?? ''}
        onChange={(event) => onFloor(event.currentTarget.value)}
        data={
          floors.length === 0
            ? [{ value: '', label: t('planning.floor.noFloor') }]
            : floors.map((entry) => ({ value: entry.plan.id, label: String(entry.plan.name ?? entry.plan.id) }))
        }
        data-testid="floor-select"
      />
      <Button variant="default" onClick={onAddFloor} disabled={buildingId === null}>
        {t('planning.floor.addFloor')}
      </Button>
      {floor ? (
        <>
          <TextInput
            w={160}
            label={t('planning.floor.name')}
            value={String(floor.plan.name ?? '')}
            onChange={(event) => onCommand(putRecord('floorPlans', { ...floor.plan, name: event.currentTarget.value }))}
          />
          {placement ? (
            <>
              <NumberInput
                w={90}
                label={t('planning.floor.number')}
                value={floor.floorNumber}
                allowDecimal={false}
                onChange={(value) => typeof value === 'number' && putPlacement({ floorNumber: value })}
              />
              <NumberInput
                w={110}
                label={t('planning.floor.height')}
                value={floor.heightM}
                min={0.5}
                step={0.1}
                decimalScale={2}
                onChange={(value) => typeof value === 'number' && putPlacement({ height: value })}
              />
              <NativeSelect
                label={t('planning.floor.type')}
                value={String(placement.floorTypeId ?? '')}
                onChange={(event) => putPlacement({ floorTypeId: event.currentTarget.value })}
                data={floorTypes.map((type) => ({ value: type.id, label: String(type.name ?? type.id) }))}
              />
            </>
          ) : null}
        </>
      ) : null}
    </Group>
  );
}
