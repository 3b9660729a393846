import { NativeSelect, Slider, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../lib/page-config/page-config.query.ts';
import { BAND_CHOICES, VISUALIZATION_CHOICES, type ChosenBand, type ChosenVisualization } from './heatmap-choices.ts';
import { SurveyDataControls } from './survey-data-controls.tsx';

interface HeatmapControlsProps {
  projectId: string;
  floorPlanRowId: number;
  type: ChosenVisualization;
  onType: (type: ChosenVisualization) => void;
  band: ChosenBand;
  onBand: (band: ChosenBand) => void;
  onRadios: (radioIds: readonly string[] | null) => void;
  /** '' = the project's default requirement profile. */
  requirement: string;
  onRequirement: (id: string) => void;
  profiles: readonly { id: string; name: string }[];
  isGreyOut: boolean;
  onGreyOut: (on: boolean) => void;
  opacity: number;
  onOpacity: (opacity: number) => void;
}

/** What the heatmap shows: visualisation, band, network, requirement profile and its grey-out, and its opacity. */
export function HeatmapControls(props: HeatmapControlsProps) {
  const { t } = useTranslation();
  const bandChoices = useFeatureFlag('sixGhz') ? BAND_CHOICES : BAND_CHOICES.filter((choice) => choice.value !== '6');
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('floorPlanView.visualization')}
        value={props.type}
        onChange={(event) => props.onType(event.currentTarget.value as ChosenVisualization)}
        data={VISUALIZATION_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.labelKey) }))}
      />
      <NativeSelect
        label={t('floorPlanView.band')}
        value={props.band}
        onChange={(event) => props.onBand(event.currentTarget.value as ChosenBand)}
        data={bandChoices.map((choice) => ({ value: choice.value, label: t(choice.labelKey) }))}
      />
      <SurveyDataControls projectId={props.projectId} floorPlanRowId={props.floorPlanRowId} onRadios={props.onRadios} />
      <NativeSelect
        label={t('floorPlanView.requirement.profile')}
        value={props.requirement}
        onChange={(event) => props.onRequirement(event.currentTarget.value)}
        data={[
          { value: '', label: t('floorPlanView.requirement.projectDefault') },
          ...props.profiles.map((profile) => ({ value: profile.id, label: profile.name })),
        ]}
      />
      <Switch
        label={t('floorPlanView.requirement.greyOut')}
        checked={props.isGreyOut}
        onChange={(event) => props.onGreyOut(event.currentTarget.checked)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('floorPlanView.opacity')}
        </Text>
        <Slider
          value={props.opacity}
          onChange={props.onOpacity}
          min={0}
          max={100}
          step={5}
          thumbLabel={t('floorPlanView.opacity')}
          label={(value) => `${value} %`}
        />
      </Stack>
    </Stack>
  );
}
