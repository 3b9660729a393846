import type { EsxCollectionName, EsxCollections } from '../esx-collections.ts';
import type { EsxProject } from '../esx-project.ts';
import { completeRadioAntennas } from './complete-antennas.ts';
import { fillMissing } from './fill-missing.ts';
import { nameUuid } from './name-uuid.ts';
import { RECORD_DEFAULTS } from './record-defaults.ts';
import { replaceNonUuidIds } from './replace-non-uuid-ids.ts';
import { DEFAULT_FLOOR_TYPE_KEY, STOCK_CATALOGUES, type StockId } from './stock-catalogues.ts';
import { shapeWallSegment } from './wall-segment-shape.ts';

export interface CompleteEsxOptions {
  /** When the project was made or last saved (ISO-8601): its history record and `project.history` dates. */
  savedAt?: string;
  /** Base64 PNG shown by Ekahau in its project list; a blank one when not given. */
  thumbnailPng?: string;
  /** Schema the file declares when the model names none. */
  defaultSchemaVersion?: string;
  /** Stock catalogues not to add here (a later completion, on export, adds them). */
  skipCatalogues?: readonly EsxCollectionName[];
}

/** Ekahau's own per-vendor BSSID grouping (projectConfiguration.enabledGroupingLogics), as its files list it. */
const GROUPING_LOGICS = [
  'Heuristics',
  'aruba',
  'cisco',
  'meraki',
  'mist',
  'ruckus',
  'extreme',
  'Aerohive',
  'fortinet',
  'ubiquiti',
  'huawei',
];
// 1×1 white PNG: the thumbnail field must hold an image.
const BLANK_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
const EPOCH = '2020-01-01T00:00:00.000Z';
const PRODUCT = 'Airscope';
// Files every Ekahau sample has and scripts open without checking, written even when empty.
const REQUIRED_FILES: readonly EsxCollectionName[] = [
  'accessPoints',
  'antennaTypes',
  'simulatedRadios',
  'projectHistorys',
  ...(Object.keys(STOCK_CATALOGUES) as EsxCollectionName[]),
];

type Records = Record<string, unknown>[];

/**
 * The project with everything a file Ekahau wrote always has (docs/esx-format.md §13): UUID ids, the project
 * record's fields, its configuration and save history, the stock catalogues where a collection is empty, the
 * fields every record carries, an antenna type for every radio, and wall segments in the encoding of the schema
 * the file declares. Only what is missing is added, from ids derived from the project, so completing twice gives
 * the same model and a complete file (any file Ekahau wrote) comes back unchanged.
 */
export function completeEsxProject(input: EsxProject, options: CompleteEsxOptions = {}): EsxProject {
  const model = replaceNonUuidIds(input);
  const schemaVersion = model.schemaVersion ?? model.project?.schemaVersion ?? options.defaultSchemaVersion ?? '1.5.0';
  const projectId = model.project?.id ?? nameUuid('airscope-project', String(model.project?.name ?? ''));
  const stockId: StockId = (kind, key) => nameUuid('airscope-stock', projectId, kind, key);
  const savedAt = options.savedAt ?? EPOCH;
  const c = { ...(model.collections as unknown as Record<EsxCollectionName, Records>) };

  for (const [name, create] of Object.entries(STOCK_CATALOGUES) as [EsxCollectionName, (id: StockId) => Records][]) {
    if (c[name].length > 0 || options.skipCatalogues?.includes(name)) continue;
    const stock = create(stockId);
    if (name === 'usageProfiles' && !usagesResolve(stock, c.applicationProfiles)) continue;
    c[name] = stock;
  }

  const defaultFloorTypeId = (c.floorTypes.find((t) => t.isDefault === true) ?? c.floorTypes.find((t) => t.key === DEFAULT_FLOOR_TYPE_KEY))
    ?.id as string | undefined;
  const defaultRequirementId = (c.requirements.find((r) => r.isDefault === true) ?? c.requirements[0])?.id as string | undefined;
  for (const [name, defaultsOf] of Object.entries(RECORD_DEFAULTS) as [EsxCollectionName, (typeof RECORD_DEFAULTS)[string]][]) {
    const records = c[name];
    const filled = records.map((record, index) =>
      fillMissing(record, defaultsOf(record, { index, defaultFloorTypeId, defaultRequirementId })),
    );
    if (filled.some((record, index) => record !== records[index])) c[name] = filled;
  }
  const collections = c as unknown as EsxCollections;
  const radios = completeRadioAntennas(collections.simulatedRadios, collections.antennaTypes, stockId);
  collections.simulatedRadios = radios.radios;
  collections.antennaTypes = radios.antennaTypes;
  if (collections.wallSegments.some((segment) => shapeWallSegment(segment, schemaVersion) !== segment)) {
    collections.wallSegments = collections.wallSegments.map((segment) => shapeWallSegment(segment, schemaVersion));
  }

  const name = String(model.project?.name ?? 'Airscope project');
  const configurationId = model.projectConfiguration?.id ?? model.project?.projectConfigurationId ?? stockId('projectConfiguration', '');
  const projectConfiguration = fillMissing(model.projectConfiguration ?? { id: configurationId, status: 'CREATED' }, {
    enabledGroupingLogics: GROUPING_LOGICS,
    displayOptions: [],
  });
  const firstFloorId = collections.floorPlans[0]?.id;
  const project = fillMissing(model.project ?? { id: projectId, status: 'CREATED' }, {
    schemaVersion,
    name,
    title: name,
    customer: '',
    location: '',
    responsiblePerson: '',
    noteIds: [],
    projectAncestors: [],
    projectConfigurationId: configurationId,
    history: { createdAt: savedAt, createdBy: PRODUCT, modifiedAt: savedAt, modifiedBy: PRODUCT },
    thumbnail:
      firstFloorId === undefined
        ? undefined
        : { dataFloorPlanId: firstFloorId, mimeType: 'image/png', data: options.thumbnailPng ?? BLANK_PNG },
  });
  if (collections.projectHistorys.length === 0) {
    collections.projectHistorys = [
      {
        parentIds: [],
        timestamp: savedAt,
        projectId,
        projectName: name,
        productName: PRODUCT,
        productVersion: '1.0',
        schemaVersion,
        operation: 'LOCAL_SAVE',
        platform: PRODUCT,
        id: stockId('projectHistory', ''),
        status: 'CREATED',
      },
    ];
  }
  return { ...model, schemaVersion, project, projectConfiguration, collections, requiredFiles: REQUIRED_FILES };
}

/** Stock usage profiles go in only when every application they name is in the project. */
function usagesResolve(usages: Records, applications: Records): boolean {
  const ids = new Set(applications.map((app) => app.id));
  return usages.every((usage) => (usage.applicationProfileIds as string[]).every((id) => ids.has(id)));
}
