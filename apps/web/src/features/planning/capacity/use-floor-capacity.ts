import { planFloorCapacity, predictCapacityFields, type FloorCapacityPlan, type FloorRfModel } from '@airscope/esx';
import { useMemo } from 'react';
import { toEsxProject, type EditorDocument } from '../document/editor-document.ts';

/**
 * The live capacity plan of the floor on screen, by the function the report prints from. The prediction is
 * redone only when what radiates or attenuates changes (APs, radios, walls, materials, the plan's scale), so
 * typing a client count replans from the fields already predicted.
 */
export function useFloorCapacity(document: EditorDocument, model: FloorRfModel | null): FloorCapacityPlan | null {
  const radiating = [
    document.accessPoints,
    document.simulatedRadios,
    document.antennaTypes,
    document.wallSegments,
    document.wallPoints,
    document.wallTypes,
    document.attenuationAreas,
    document.attenuationAreaTypes,
    document.exclusionAreas,
    document.holeInFloors,
    document.floorPlans,
    document.floorTypes,
  ];
  const hasClients = useMemo(
    () =>
      !!model &&
      [...document.areas.values()].some(
        (area) => area.floorPlanId === model.floorPlanId && Array.isArray(area.capacityItems) && area.capacityItems.length > 0,
      ),
    [document.areas, model],
  );
  // The model object changes with every area edit; the prediction depends only on the collections above.
  const prepared = useMemo(
    () => (model && hasClients ? predictCapacityFields(model) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the floor and the collections that radiate, not on the model object every edit replaces
    [model?.floorPlanId, hasClients, ...radiating],
  );
  const profiles = [document.deviceProfiles, document.usageProfiles, document.applicationProfiles];
  return useMemo(
    () => (model && prepared ? planFloorCapacity(toEsxProject(document), model, prepared) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the plan changes with the prediction, the areas' clients and the profiles only
    [prepared, document.areas, ...profiles],
  );
}
