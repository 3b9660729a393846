import { randomUUID } from 'node:crypto';
import { STOCK_MATERIALS } from '@airscope/core';
import { createEmptyCollections, createStockRequirements, newEsxProject, type EsxCollections, type EsxProject } from '@airscope/esx';

const ESX_BAND = { '2.4': 'TWO', '5': 'FIVE', '6': 'SIX' } as const;
// A 200 mm reinforced slab: Ekahau's default floor type loses about this much between storeys.
const SLAB_DB_PER_M = 50;

/**
 * The model of a new, empty design project: the project record and its configuration, the stock
 * material library as wall types, a concrete slab floor type and Ekahau's stock requirement profiles
 * (so pass rates and an exported requirements.json have them). Buildings, floors, walls and access
 * points come from the planning editor.
 */
export function buildDesignProjectModel(name: string): EsxProject {
  const collections = createEmptyCollections() as unknown as Record<string, Record<string, unknown>[]>;
  for (const material of STOCK_MATERIALS) {
    collections.wallTypes!.push({
      id: randomUUID(),
      status: 'CREATED',
      name: material.name,
      key: material.key,
      color: material.color,
      thickness: material.thicknessM,
      propagationProperties: (['2.4', '5', '6'] as const).map((band) => ({
        band: ESX_BAND[band],
        attenuationFactor: material.dbPerM[band],
      })),
    });
  }
  collections.floorTypes!.push({
    id: randomUUID(),
    status: 'CREATED',
    name: 'Concrete slab',
    propagationProperties: Object.values(ESX_BAND).map((band) => ({ band, attenuationFactor: SLAB_DB_PER_M })),
  });
  collections.requirements!.push(...createStockRequirements(randomUUID));
  const projectConfigurationId = randomUUID();
  return newEsxProject({
    schemaVersion: '1.5.0',
    project: { id: randomUUID(), status: 'CREATED', name, schemaVersion: '1.5.0', projectConfigurationId } as EsxProject['project'],
    projectConfiguration: { id: projectConfigurationId, status: 'CREATED' } as EsxProject['projectConfiguration'],
    collections: collections as unknown as EsxCollections,
  });
}
