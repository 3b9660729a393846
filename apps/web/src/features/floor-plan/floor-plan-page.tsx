import { Alert, Grid, Group, Loader, NativeSelect, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { translateError } from '../../lib/i18n/translate-error.ts';
import { useFloorImageUrl } from './api/floor-image-url.query.ts';
import { useFloorPlan } from './api/floor-plans.query.ts';
import { useHeatmap } from './api/heatmap.query.ts';
import { useProjectName } from './api/project-name.query.ts';
import { FloorPlanViewer } from './floor-plan-viewer.tsx';
import { BAND_CHOICES, isHeatmapEmpty, VISUALIZATION_CHOICES, type ChosenBand, type ChosenVisualization } from './heatmap-choices.ts';
import { HeatmapLegend } from './heatmap-legend.tsx';
import type { HeatmapLayer } from './heatmap-renderer.ts';
import { InspectPanel } from './inspect-panel.tsx';
import { useFloorLayers } from './api/floor-layers.query.ts';
import { useInspectPoint } from './api/inspect-point.query.ts';
import { FloorOverlays } from './floor-overlays.tsx';
import { canSmooth, smoothVertices } from './smooth-vertices.ts';
import { clientOffsetOf, DEFAULT_VIEW, ViewControls, type ViewSettings } from './view-controls.tsx';

// Smooth mode refines each cell into at most 4×4, keeping the painted grid near 1.5 million values.
const MAX_SMOOTH_VALUES = 1_500_000;

interface FloorPlanPageProps {
  projectId: string;
  floorPlanRowId: number;
}

/** Spec §2: the floor plan of a project with its heatmap, legend, controls and inspect tool. */
export function FloorPlanPage({ projectId, floorPlanRowId }: FloorPlanPageProps) {
  const { t } = useTranslation();
  const floor = useFloorPlan(projectId, floorPlanRowId);
  const plan = floor.data ?? null;
  const projectName = useProjectName(projectId);
  const image = useFloorImageUrl(projectId, plan?.imageId ?? null);
  const [type, setType] = useState<ChosenVisualization>('sig-strength');
  const [band, setBand] = useState<ChosenBand>('5');
  const [opacity, setOpacity] = useState(70);
  const [view, setView] = useState<ViewSettings>(DEFAULT_VIEW);
  const [inspected, setInspected] = useState<{ x: number; y: number } | null>(null);
  const viewing = {
    'radio-band': band,
    'visualization-height': view.heightM,
    'client-offset-db': clientOffsetOf(view.clientProfile),
  } as const;
  const heatmap = useHeatmap(projectId, floorPlanRowId, { type, ...viewing }, plan !== null);
  const layers = useFloorLayers(projectId, floorPlanRowId, plan !== null);
  const metersPerUnit = plan?.metersPerUnit ?? null;
  const inspectRequest =
    inspected && metersPerUnit
      ? { xMetres: inspected.x * metersPerUnit, yMetres: inspected.y * metersPerUnit, options: { ...viewing, accuracy: 'very' as const } }
      : null;
  const inspection = useInspectPoint(projectId, floorPlanRowId, inspectRequest);
  const layer = useMemo<HeatmapLayer | null>(() => {
    if (!heatmap.data || !metersPerUnit || view.mode === 'plan') return null;
    const { vertices, binType } = heatmap.data;
    const factor = Math.min(4, Math.floor(Math.sqrt(MAX_SMOOTH_VALUES / Math.max(1, vertices.cols * vertices.rows))));
    const smooth = view.mode === 'heatmap' && view.smooth && canSmooth(binType) && factor > 1;
    return {
      bins: heatmap.data.bins,
      vertices: smooth ? smoothVertices(vertices, factor) : vertices,
      metersPerUnit,
      contours: heatmap.data.contours,
      style: view.mode === 'contours' ? 'contours' : 'fill',
    };
  }, [heatmap.data, metersPerUnit, view.mode, view.smooth]);

  const title = plan?.name || t('floorPlanView.title', { floorPlanRowId });
  const header = (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {projectName ?? t('project.label', { projectId })}
      </Text>
      <Title order={1}>{title}</Title>
    </Stack>
  );

  if (floor.isPending)
    return (
      <Stack data-testid="page-floor-plan">
        {header}
        <PageLoader label={t('floorPlanView.loading')} />
      </Stack>
    );
  if (floor.isError) {
    return (
      <Stack data-testid="page-floor-plan">
        {header}
        <ErrorState
          title={t('floorPlanView.errorTitle')}
          message={translateError(t, floor.error).message}
          retry={{ label: t('common.retry'), onRetry: () => void floor.refetch() }}
        />
      </Stack>
    );
  }
  if (!plan) {
    return (
      <Stack data-testid="page-floor-plan">
        {header}
        <Alert color="yellow" title={t('floorPlanView.notFoundTitle')}>
          {t('floorPlanView.notFoundBody', { floorPlanRowId })}
        </Alert>
      </Stack>
    );
  }

  const inspect = (point: { x: number; y: number }) => {
    if (metersPerUnit) setInspected(point);
  };
  const settled = heatmap.isSuccess && !heatmap.isPlaceholderData;
  const empty = settled && isHeatmapEmpty(heatmap.data);

  return (
    <Stack data-testid="page-floor-plan" gap="md">
      {header}
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('floorPlanView.visualization')}
          value={type}
          onChange={(event) => {
            setType(event.currentTarget.value as ChosenVisualization);
          }}
          data={VISUALIZATION_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.labelKey) }))}
        />
        <NativeSelect
          label={t('floorPlanView.band')}
          value={band}
          onChange={(event) => {
            setBand(event.currentTarget.value as ChosenBand);
          }}
          data={BAND_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.labelKey) }))}
        />
        <Stack gap={4} w={200}>
          <Text size="sm" fw={500}>
            {t('floorPlanView.opacity')}
          </Text>
          <Slider
            value={opacity}
            onChange={setOpacity}
            min={0}
            max={100}
            step={5}
            thumbLabel={t('floorPlanView.opacity')}
            label={(value) => `${value} %`}
          />
        </Stack>
        {heatmap.isFetching ? (
          <Group gap="xs" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('floorPlanView.heatmapLoading')}
            </Text>
          </Group>
        ) : null}
      </Group>
      <ViewControls value={view} onChange={setView} />
      {image.isError ? <Alert color="yellow">{t('floorPlanView.imageFailed')}</Alert> : null}
      {plan.imageId === null ? <Alert color="gray">{t('floorPlanView.noImage')}</Alert> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <FloorPlanViewer
            imageUrl={image.data ?? null}
            width={plan.width}
            height={plan.height}
            layer={layer}
            opacity={opacity / 100}
            onInspect={inspect}
            marker={inspected}
            renderOverlays={(scale) =>
              layers.data ? (
                <FloorOverlays layers={layers.data} visible={view.layers} width={plan.width} height={plan.height} scale={scale} />
              ) : null
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack
            gap="md"
            data-heatmap-state={heatmap.isError ? 'error' : !settled ? 'loading' : empty ? 'empty' : 'ready'}
            data-heatmap-for={`${type}:${band}`}
            data-testid="heatmap-side"
          >
            {heatmap.isError ? (
              <ErrorState
                title={t('floorPlanView.heatmapErrorTitle')}
                message={translateError(t, heatmap.error).message}
                retry={{ label: t('common.retry'), onRetry: () => void heatmap.refetch() }}
              />
            ) : heatmap.isPending ? (
              <PageLoader label={t('floorPlanView.heatmapLoading')} minHeight={120} />
            ) : empty ? (
              <Paper withBorder radius="md" p="sm" data-testid="heatmap-empty">
                <Text size="sm">{t('floorPlanView.empty')}</Text>
              </Paper>
            ) : heatmap.data ? (
              <HeatmapLegend heatmap={heatmap.data} />
            ) : null}
            <InspectPanel result={inspection.data ?? null} isLoading={inspection.isFetching} isError={inspection.isError} current={type} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
