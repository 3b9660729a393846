import { STOCK_CLIENT_PROFILES } from '@airscope/core';
import { Checkbox, Group, NativeSelect, SegmentedControl, Slider, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisibleLayers } from './floor-overlays.tsx';
import { clientOffsetDbOf } from '../../lib/heatmap/client-offset.ts';

export type ViewMode = 'heatmap' | 'contours' | 'plan';

export interface ViewSettings {
  mode: ViewMode;
  smooth: boolean;
  layers: VisibleLayers;
  /** Receiver height above the floor, metres. */
  heightM: number;
  /** Name of the stock client device profile; empty = the reference receiver. */
  clientProfile: string;
}

export const DEFAULT_VIEW: ViewSettings = {
  mode: 'heatmap',
  smooth: true,
  layers: { accessPoints: true, areas: false, tracks: true },
  heightM: 1,
  clientProfile: '',
};

// Message keys of the stock device profiles, by their .esx names.
const PROFILE_KEYS: Record<string, string> = {
  'Generic Laptop': 'laptop',
  'Generic Tablet': 'tablet',
  'Generic Smartphone': 'smartphone',
  'VoIP Phone': 'voip',
  'Barcode Scanner': 'scanner',
  'Wi-Fi 6E Smartphone': 'wifi6e',
};

/** View mode, smoothing, overlay layers, visualisation height and client device offset. */
export function ViewControls({ value, onChange }: { value: ViewSettings; onChange: (next: ViewSettings) => void }) {
  const { t } = useTranslation();
  const set = <K extends keyof ViewSettings>(key: K, next: ViewSettings[K]) => onChange({ ...value, [key]: next });
  const setLayer = (key: keyof VisibleLayers, on: boolean) => set('layers', { ...value.layers, [key]: on });
  const profiles = [
    { value: '', label: t('floorPlanView.clients.reference') },
    ...STOCK_CLIENT_PROFILES.map((profile) => ({
      value: profile.name,
      label: t('floorPlanView.clients.withOffset', {
        name: t(`floorPlanView.clients.${PROFILE_KEYS[profile.name] ?? 'reference'}` as 'floorPlanView.clients.reference'),
        offset: clientOffsetDbOf(profile.name),
      }),
    })),
  ];
  return (
    <Stack gap="sm">
      <Stack gap={4} role="group" aria-labelledby="view-mode-label">
        <Text size="sm" fw={500} id="view-mode-label">
          {t('floorPlanView.viewMode.label')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          value={value.mode}
          onChange={(mode) => set('mode', mode as ViewMode)}
          data={[
            { value: 'heatmap', label: t('floorPlanView.viewMode.heatmap') },
            { value: 'contours', label: t('floorPlanView.viewMode.contours') },
            { value: 'plan', label: t('floorPlanView.viewMode.plan') },
          ]}
        />
      </Stack>
      <Switch
        label={t('floorPlanView.smooth')}
        checked={value.smooth}
        onChange={(event) => set('smooth', event.currentTarget.checked)}
        disabled={value.mode !== 'heatmap'}
      />
      <Group gap="sm" role="group" aria-label={t('floorPlanView.layers.label')}>
        <Checkbox
          label={t('floorPlanView.layers.accessPoints')}
          checked={value.layers.accessPoints}
          onChange={(event) => setLayer('accessPoints', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('floorPlanView.layers.areas')}
          checked={value.layers.areas}
          onChange={(event) => setLayer('areas', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('floorPlanView.layers.tracks')}
          checked={value.layers.tracks}
          onChange={(event) => setLayer('tracks', event.currentTarget.checked)}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('floorPlanView.height', { height: value.heightM.toFixed(1) })}
        </Text>
        <Slider
          defaultValue={value.heightM}
          onChangeEnd={(heightM) => set('heightM', heightM)}
          min={0}
          max={3}
          step={0.1}
          thumbLabel={t('floorPlanView.heightLabel')}
          label={(v) => `${v.toFixed(1)} m`}
        />
      </Stack>
      <NativeSelect
        label={t('floorPlanView.clients.label')}
        value={value.clientProfile}
        onChange={(event) => set('clientProfile', event.currentTarget.value)}
        data={profiles}
      />
    </Stack>
  );
}
