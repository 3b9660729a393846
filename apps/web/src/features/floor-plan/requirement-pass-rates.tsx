import type { HeatmapResult } from '@airscope/contracts';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Criterion = NonNullable<HeatmapResult['requirement']>['criteria'][number];

/** The judged requirement profile: its overall pass rate, each criterion's, and each area's. */
export function RequirementPassRates({ heatmap }: { heatmap: HeatmapResult }) {
  const { t, i18n } = useTranslation();
  const requirement = heatmap.requirement;
  if (!requirement) return null;
  const percent = (rate: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
  const criterionName = (criterion: Criterion) => {
    const name = t(`floorPlanView.requirement.criteria.${criterion.type}` as 'floorPlanView.requirement.criteria.SIGNAL_STRENGTH', {
      defaultValue: criterion.type,
    });
    return criterion.band ? t('floorPlanView.requirement.withBand', { criterion: name, band: criterion.band }) : name;
  };
  const criterionRate = (criterion: Criterion) => {
    if (!criterion.isEvaluated) return t('floorPlanView.requirement.needsMeasurement');
    return criterion.passRate === null ? t('floorPlanView.requirement.notApplicable') : percent(criterion.passRate);
  };
  const areas = heatmap.areas.filter((area) => area.cells > 0 && area.passRate !== null);
  const row = (label: string, value: string, testId: string, key: string = testId) => (
    <Group component="li" key={key} gap="xs" wrap="nowrap" justify="space-between" data-testid={testId}>
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="requirement-pass-rates">
      <Title order={2} size="h5" mb="xs">
        {t('floorPlanView.requirement.title', { name: requirement.name })}
      </Title>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {row(
          t('floorPlanView.requirement.overall'),
          requirement.passRate === null ? '–' : percent(requirement.passRate),
          'requirement-overall',
        )}
        {requirement.criteria.map((criterion, index) =>
          row(criterionName(criterion), criterionRate(criterion), `requirement-criterion-${index}`),
        )}
      </Stack>
      {areas.length > 0 ? (
        <>
          <Title order={3} size="h6" mt="sm" mb={4}>
            {t('floorPlanView.requirement.areas')}
          </Title>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {areas.map((area) => row(area.name || area.areaId, percent(area.passRate!), 'requirement-area', area.areaId))}
          </Stack>
        </>
      ) : null}
    </Paper>
  );
}
