import { Group, NativeSelect, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AP_CATALOGUE } from '../access-points/catalogue.ts';
import { TOOL_ACTIONS, type EditorActionId } from '../actions/editor-action-registry.ts';
import type { EditorTool } from '../canvas/editor-tools.ts';
import type { EditorRecord } from '../document/editor-document.ts';
import { missingMaterials } from './material-library.ts';

export interface ToolOptions {
  readonly wallTypeId: string | null;
  /** Attenuation area type id, or `new` for a new type with `newAreaDbPerM`. */
  readonly areaTypeId: string;
  readonly newAreaDbPerM: number;
  readonly areaName: string;
  readonly apModelId: string;
}

interface ToolBarProps {
  tool: EditorTool;
  /** Runs a registry action: the tool switch's entries are the registry's tool actions. */
  onAction: (id: EditorActionId) => void;
  options: ToolOptions;
  onOptions: (options: ToolOptions) => void;
  wallTypes: readonly EditorRecord[];
  areaTypes: readonly EditorRecord[];
  /** A library material chosen as wall type: the page adds it to the project. */
  onAddMaterial: (key: string) => void;
}

const LIBRARY_PREFIX = 'library:';

/** The tool switch and the options of the chosen tool (wall type, area type and loss, area name, AP model). */
export function ToolBar({ tool, onAction, options, onOptions, wallTypes, areaTypes, onAddMaterial }: ToolBarProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ToolOptions>) => onOptions({ ...options, ...patch });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="tool-bar">
      <SegmentedControl
        aria-label={t('planning.tools.label')}
        value={`tool.${tool}`}
        onChange={(id) => onAction(id as EditorActionId)}
        data={TOOL_ACTIONS.map((action) => ({ value: action.id, label: t(action.label) }))}
      />
      {tool === 'wall' ? (
        <NativeSelect
          label={t('planning.tools.wallType')}
          value={options.wallTypeId ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value.startsWith(LIBRARY_PREFIX)) onAddMaterial(value.slice(LIBRARY_PREFIX.length));
            else set({ wallTypeId: value });
          }}
          data={[
            {
              group: t('planning.tools.projectTypes'),
              items: wallTypes.map((type) => ({ value: type.id, label: String(type.name ?? type.key ?? type.id) })),
            },
            {
              group: t('planning.tools.library'),
              items: missingMaterials(wallTypes).map((material) => ({ value: `${LIBRARY_PREFIX}${material.key}`, label: material.name })),
            },
          ].filter((group) => group.items.length > 0)}
        />
      ) : null}
      {tool === 'attenuation' ? (
        <>
          <NativeSelect
            label={t('planning.tools.areaType')}
            value={options.areaTypeId}
            onChange={(event) => set({ areaTypeId: event.currentTarget.value })}
            data={[
              ...areaTypes.map((type) => ({ value: type.id, label: String(type.name ?? type.id) })),
              { value: 'new', label: t('planning.tools.newAreaType') },
            ]}
          />
          {options.areaTypeId === 'new' ? (
            <NumberInput
              w={140}
              label={t('planning.tools.areaLoss')}
              value={options.newAreaDbPerM}
              min={0}
              max={100}
              step={0.5}
              onChange={(value) => typeof value === 'number' && set({ newAreaDbPerM: value })}
            />
          ) : null}
        </>
      ) : null}
      {tool === 'requirement' ? (
        <TextInput
          label={t('planning.tools.areaName')}
          value={options.areaName}
          onChange={(event) => set({ areaName: event.currentTarget.value })}
        />
      ) : null}
      {tool === 'ap' ? (
        <NativeSelect
          label={t('planning.tools.apModel')}
          value={options.apModelId}
          onChange={(event) => set({ apModelId: event.currentTarget.value })}
          data={AP_CATALOGUE.map((model) => ({ value: model.id, label: `${model.vendor} ${model.model}` }))}
        />
      ) : null}
    </Group>
  );
}
