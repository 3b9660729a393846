import type { FloorViewPreference } from '@airscope/contracts';
import { useEffect, useRef, useState } from 'react';
import { useProjectPreference } from '../../lib/preferences/use-project-preference.ts';
import { VISUALIZATION_CHOICES, type ChosenBand, type ChosenVisualization } from './heatmap-choices.ts';
import { DEFAULT_VIEW, type ViewSettings } from './view-controls.tsx';

function isChosenVisualization(value: string | undefined): value is ChosenVisualization {
  return VISUALIZATION_CHOICES.some((choice) => choice.value === value);
}

/** The view settings of a kept preference laid over the current ones (fields it lacks stay). */
export function applyFloorViewPreference(view: ViewSettings, kept: FloorViewPreference): ViewSettings {
  return {
    mode: kept.mode ?? view.mode,
    smooth: kept.smooth ?? view.smooth,
    layers: kept.layers ?? view.layers,
    heightM: kept.heightM ?? view.heightM,
    clientProfile: kept.clientProfile ?? view.clientProfile,
  };
}

/**
 * The floor view's visualisation, band, opacity and view settings, restored from the user's kept
 * preference for the project and kept again whenever they change.
 */
export function useKeptFloorView(projectId: string) {
  const kept = useProjectPreference(projectId, 'floorView');
  const [type, setType] = useState<ChosenVisualization>('sig-strength');
  const [band, setBand] = useState<ChosenBand>('5');
  const [opacity, setOpacity] = useState(70);
  const [view, setView] = useState<ViewSettings>(DEFAULT_VIEW);
  const [isRestored, setRestored] = useState(false);
  const restoring = useRef(false);

  useEffect(() => {
    if (restoring.current || !kept.isSettled) return;
    restoring.current = true;
    const stored = kept.stored;
    if (stored) {
      if (isChosenVisualization(stored.visualization)) setType(stored.visualization);
      if (stored.band) setBand(stored.band);
      if (stored.opacity !== undefined) setOpacity(stored.opacity);
      setView((current) => applyFloorViewPreference(current, stored));
    }
    setRestored(true);
  }, [kept.isSettled, kept.stored]);

  const { save } = kept;
  useEffect(() => {
    if (!isRestored) return;
    save({
      visualization: type,
      band,
      opacity,
      heightM: view.heightM,
      clientProfile: view.clientProfile,
      mode: view.mode,
      smooth: view.smooth,
      layers: view.layers,
    });
  }, [isRestored, type, band, opacity, view, save]);

  return { type, setType, band, setBand, opacity, setOpacity, view, setView, isRestored };
}
