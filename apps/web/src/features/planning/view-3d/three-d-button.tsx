import { Button, Loader, Modal } from '@mantine/core';
import type { VisualizationType } from '@airscope/core';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanImageUrls } from '../api/plan-image-url.query.ts';
import type { FloorEntry } from '../document/building-floors.ts';
import type { EditorDocument } from '../document/editor-document.ts';
import type { FloorGrids } from '../heatmap/use-building-heatmap.ts';
import { drawHeatmap } from '../heatmap/paint-grid.ts';
import { LazyThreeDView } from '../three-d/lazy-three-d-view.ts';
import { buildThreeDFloors } from './three-d-floors.ts';

export interface ThreeDButtonProps {
  projectId: string;
  document: EditorDocument;
  floors: readonly FloorEntry[];
  currentFloorId: string | null;
  /** Every floor's predicted grids; each floor shows its heatmap of `heatmapType`. */
  floorGrids: FloorGrids;
  heatmapType: VisualizationType;
  onPickFloor: (floorPlanId: string) => void;
}

/** Opens the building in 3D: floors at their elevations with plans, the current floor's heatmap, walls and APs. */
export function ThreeDButton({ projectId, document, floors, currentFloorId, floorGrids, heatmapType, onPickFloor }: ThreeDButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const imageUrls = usePlanImageUrls(
    projectId,
    floors.map((entry) => String(entry.plan.imageId)),
    opened,
  );
  const heatmaps = useMemo(
    () => (opened ? drawFloorHeatmaps(floors, floorGrids, heatmapType) : new Map<string, HTMLCanvasElement>()),
    [opened, floors, floorGrids, heatmapType],
  );
  const threeDFloors = opened ? buildThreeDFloors(document, floors, imageUrls, heatmaps) : [];
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} disabled={floors.length === 0}>
        {t('planning.view3d')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('planning.view3d')} size="90%" data-testid="three-d-modal">
        {threeDFloors.length === 0 ? (
          t('planning.view3dNeedsScale')
        ) : (
          <Suspense fallback={<Loader aria-label={t('planning.loading')} />}>
            <LazyThreeDView
              floors={threeDFloors}
              {...(currentFloorId ? { selectedFloorId: currentFloorId } : {})}
              height="70vh"
              onPickFloor={(floorId) => {
                onPickFloor(floorId);
                setOpened(false);
              }}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}

// Textures stay small: the heatmap is a stretched grid anyway.
const MAX_TEXTURE_SIDE_PX = 2048;

/** One canvas per floor with its heatmap drawn over the plan's extent, for the 3D floors' textures. */
function drawFloorHeatmaps(floors: readonly FloorEntry[], floorGrids: FloorGrids, type: VisualizationType): Map<string, HTMLCanvasElement> {
  const canvases = new Map<string, HTMLCanvasElement>();
  for (const entry of floors) {
    const result = floorGrids.get(entry.plan.id);
    const values = result?.grids.find((grid) => grid.type === type)?.values;
    const metersPerUnit = Number(entry.plan.metersPerUnit);
    if (!result || !values || !(metersPerUnit > 0)) continue;
    const shrink = Math.min(1, MAX_TEXTURE_SIDE_PX / Math.max(Number(entry.plan.width), Number(entry.plan.height)));
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.round(Number(entry.plan.width) * shrink);
    canvas.height = Math.round(Number(entry.plan.height) * shrink);
    drawHeatmap(canvas, { grid: result.grid, values, type }, metersPerUnit / shrink);
    canvases.set(entry.plan.id, canvas);
  }
  return canvases;
}
