import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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
import { isHeatmapEmpty } from './heatmap-choices.ts';
import { HeatmapControls } from './heatmap-controls.tsx';
import { HeatmapLegend } from './heatmap-legend.tsx';
import type { HeatmapLayer } from './heatmap-renderer.ts';
import { InspectPanel } from './inspect-panel.tsx';
import { useFloorLayers } from './api/floor-layers.query.ts';
import { useInspectPoint } from './api/inspect-point.query.ts';
import { FloorOverlays } from './floor-overlays.tsx';
import { RequirementPassRates } from './requirement-pass-rates.tsx';
import { canSmooth } from './smooth-vertices.ts';
import { ViewControls } from './view-controls.tsx';
import { clientOffsetDbOf } from '../../lib/heatmap/client-offset.ts';
import { useKeptFloorView } from './use-kept-floor-view.ts';
import { FloorShortcutsHelp, usePageShortcuts } from './floor-shortcuts.tsx';
import { FloorToolbar } from './floor-toolbar.tsx';
import classes from './floor-view-layout.module.css';

const PANEL_ID = 'floor-view-panel';

interface FloorPlanPageProps {
  projectId: string;
  floorPlanRowId: number;
}

/**
 * docs/product.md §2: the floor plan of a project with its heatmap, legend, controls and inspect tool. The plan gets
 * the window under a floating toolbar; the controls sit in a side panel that can be hidden (below the plan on phones).
 */
export function FloorPlanPage({ projectId, floorPlanRowId }: FloorPlanPageProps) {
  const { t } = useTranslation();
  const floor = useFloorPlan(projectId, floorPlanRowId);
  const plan = floor.data ?? null;
  const projectName = useProjectName(projectId);
  const image = useFloorImageUrl(projectId, plan?.imageId ?? null);
  const { type, setType, band, setBand, opacity, setOpacity, view, setView, isRestored } = useKeptFloorView(projectId);
  const [isPanelOpen, { toggle: togglePanel }] = useDisclosure(true);
  const [isHelpOpen, { open: openHelp, close: closeHelp }] = useDisclosure(false);
  usePageShortcuts({ onHelp: openHelp, onTogglePanel: togglePanel });
  const [inspected, setInspected] = useState<{ x: number; y: number } | null>(null);
  const [radioIds, setRadioIds] = useState<readonly string[] | null>(null);
  // '' = the project's default requirement profile.
  const [requirement, setRequirement] = useState('');
  const [isGreyOut, setGreyOut] = useState(true);
  const [isPlanAware, setPlanAware] = useState(true);
  const viewing = {
    'survey-map': isPlanAware ? 'plan-aware' : 'measured-only',
    'radio-band': band,
    'visualization-height': view.heightM,
    'client-offset-db': clientOffsetDbOf(view.clientProfile),
    ...(radioIds ? { 'radio-ids': [...radioIds] } : {}),
  } as const;
  const judging = { 'requirement-grey-out': isGreyOut, ...(requirement ? { requirement } : {}) };
  // Waits for the kept view so the first heatmap computed is the one the user will see.
  const heatmap = useHeatmap(projectId, floorPlanRowId, { type, ...viewing, ...judging }, plan !== null && isRestored);
  const layers = useFloorLayers(projectId, floorPlanRowId, plan !== null);
  const profiles = layers.data?.requirements ?? [];
  const metersPerUnit = plan?.metersPerUnit ?? null;
  const inspectRequest =
    inspected && metersPerUnit
      ? { xMetres: inspected.x * metersPerUnit, yMetres: inspected.y * metersPerUnit, options: { ...viewing, accuracy: 'very' as const } }
      : null;
  const inspection = useInspectPoint(projectId, floorPlanRowId, inspectRequest);
  const layer = useMemo<HeatmapLayer | null>(() => {
    if (!heatmap.data || !metersPerUnit || view.mode === 'plan') return null;
    const { vertices, binType } = heatmap.data;
    const smooth = view.mode === 'heatmap' && view.smooth && canSmooth(binType);
    const greyedCells = heatmap.data.greyedCells;
    return {
      bins: heatmap.data.bins ?? [],
      vertices,
      smooth,
      ...(greyedCells && heatmap.data.greyColor ? { greyed: { cells: greyedCells, color: heatmap.data.greyColor } } : {}),
      metersPerUnit,
      contours: heatmap.data.contours,
      style: view.mode === 'contours' ? 'contours' : 'fill',
    };
  }, [heatmap.data, metersPerUnit, view.mode, view.smooth]);

  const title = plan?.name || t('floorPlanView.title', { floorPlanRowId });
  const projectLabel = projectName ?? t('project.label', { projectId });
  const header = (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {projectLabel}
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
    <div className={classes.root} data-testid="page-floor-plan" data-panel={isPanelOpen ? 'open' : 'closed'}>
      <div className={classes.stage}>
        <FloorPlanViewer
          imageUrl={image.data ?? null}
          width={plan.width}
          height={plan.height}
          metersPerUnit={metersPerUnit}
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
        <FloorToolbar
          projectName={projectLabel}
          title={title}
          isComputing={heatmap.isFetching}
          panelId={PANEL_ID}
          isPanelOpen={isPanelOpen}
          onTogglePanel={togglePanel}
          onHelp={openHelp}
        />
      </div>
      <aside id={PANEL_ID} className={classes.panel} aria-label={t('floorPlanView.panel.label')} hidden={!isPanelOpen}>
        <Stack gap="md">
          {image.isError ? <Alert color="yellow">{t('floorPlanView.imageFailed')}</Alert> : null}
          {plan.imageId === null ? <Alert color="gray">{t('floorPlanView.noImage')}</Alert> : null}
          <HeatmapControls
            projectId={projectId}
            floorPlanRowId={floorPlanRowId}
            type={type}
            onType={setType}
            band={band}
            onBand={setBand}
            onRadios={setRadioIds}
            requirement={requirement}
            onRequirement={setRequirement}
            profiles={profiles}
            isGreyOut={isGreyOut}
            onGreyOut={setGreyOut}
            opacity={opacity}
            onOpacity={setOpacity}
          />
          {(layers.data?.tracks.length ?? 0) > 0 ? (
            <Switch
              label={t('floorPlanView.planAware.label')}
              description={t('floorPlanView.planAware.description')}
              checked={isPlanAware}
              onChange={(event) => setPlanAware(event.currentTarget.checked)}
              data-testid="plan-aware-switch"
            />
          ) : null}
          {/* Keyed by the restore: the height slider takes its starting value once. */}
          <ViewControls key={isRestored ? 'kept' : 'default'} value={view} onChange={setView} />
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
              <>
                <HeatmapLegend heatmap={heatmap.data} />
                {type === 'requirement' ? <RequirementPassRates heatmap={heatmap.data} /> : null}
              </>
            ) : null}
            <InspectPanel result={inspection.data ?? null} isLoading={inspection.isFetching} isError={inspection.isError} current={type} />
          </Stack>
        </Stack>
      </aside>
      <FloorShortcutsHelp opened={isHelpOpen} onClose={closeHelp} />
    </div>
  );
}
