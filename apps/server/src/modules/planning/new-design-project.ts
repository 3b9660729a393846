import { randomUUID } from 'node:crypto';
import { STOCK_MATERIALS } from '@airscope/core';
import {
  completeEsxProject,
  createEmptyCollections,
  newEsxProject,
  STOCK_CATALOGUES,
  type EsxCollections,
  type EsxProject,
} from '@airscope/esx';

const ESX_BAND = { '2.4': 'TWO', '5': 'FIVE', '6': 'SIX' } as const;
// A 200 mm reinforced slab loses about 50 dB/m between storeys: Ekahau's stock "Heavy Floor", a new floor's default here.
const DESIGN_SLAB_KEY = 'FloorTypes.HeavyFloor';

/**
 * The model of a new, empty design project, complete as an Ekahau-made file is (completeEsxProject): the project
 * record, its configuration and history, the stock material library as wall types, Ekahau's stock floor types
 * (heavy slab first and default, as the planner offers the first one for a new floor), its stock requirement and
 * capacity profiles. Buildings, floors, walls and access points come from the planning editor.
 */
export function buildDesignProjectModel(name: string, createdAt: Date = new Date()): EsxProject {
  const collections = createEmptyCollections() as unknown as Record<string, Record<string, unknown>[]>;
  for (const material of STOCK_MATERIALS) {
    collections.wallTypes!.push({
      id: randomUUID(),
      status: 'CREATED',
      name: material.name,
      key: material.key,
      color: material.color,
      thickness: material.thicknessM,
      lowerEdge: 0,
      propagationProperties: (['2.4', '5', '6'] as const).map((band) => ({
        band: ESX_BAND[band],
        attenuationFactor: material.dbPerM[band],
      })),
    });
  }
  const floorTypes = STOCK_CATALOGUES.floorTypes(() => randomUUID()).map((type) => ({ ...type, isDefault: type.key === DESIGN_SLAB_KEY }));
  collections.floorTypes!.push(...floorTypes.filter((type) => type.isDefault), ...floorTypes.filter((type) => !type.isDefault));
  const projectConfigurationId = randomUUID();
  return completeEsxProject(
    newEsxProject({
      schemaVersion: '1.5.0',
      project: { id: randomUUID(), status: 'CREATED', name, schemaVersion: '1.5.0', projectConfigurationId } as EsxProject['project'],
      projectConfiguration: { id: projectConfigurationId, status: 'CREATED' } as EsxProject['projectConfiguration'],
      collections: collections as unknown as EsxCollections,
    }),
    // The editor offers a new attenuation-area type of the user's loss while the design has none; the export adds Ekahau's stock set.
    { savedAt: createdAt.toISOString(), skipCatalogues: ['attenuationAreaTypes'] },
  );
}
