import { DEFAULT_ANTENNA_HEIGHT_M } from '../rf-model/build-simulated-radios.ts';
import { antennaTypeDefaults } from './complete-antennas.ts';

type JsonRecord = Record<string, unknown>;

/** What the defaults of a record may depend on: its place in the collection and the project's catalogues. */
export interface DefaultsContext {
  index: number;
  defaultFloorTypeId: string | undefined;
  defaultRequirementId: string | undefined;
}

/**
 * Per collection, the fields every record of an Ekahau-written file has (docs/esx-format.md §4–§10), with the
 * value Ekahau writes when the user set nothing, or the value our engine already assumed when the field was
 * absent (antenna height 2.4 m, one spatial stream, long guard interval), so completing a project never changes
 * its coverage. Only absent fields are filled; values present are never touched.
 */
export const RECORD_DEFAULTS: Record<string, (record: JsonRecord, context: DefaultsContext) => JsonRecord> = {
  floorPlans: (record, { index }) => ({
    name: `Floor ${index + 1}`,
    gpsReferencePoints: [],
    floorPlanType: 'FSPL',
    cropMinX: 0,
    cropMinY: 0,
    cropMaxX: record.width,
    cropMaxY: record.height,
    rotateUpDirection: 'UP',
    tags: [],
  }),
  buildings: (_record, { index }) => ({ name: `Building ${index + 1}`, tags: [] }),
  buildingFloors: (_record, { index, defaultFloorTypeId }) => ({
    floorTypeId: defaultFloorTypeId,
    floorNumber: index,
    height: 3,
    thickness: 0.3,
  }),
  floorTypes: () => ({ isDefault: false }),
  wallTypes: (_record, { index }) => ({ name: `Wall type ${index + 1}`, color: '#808080', lowerEdge: 0 }),
  attenuationAreaTypes: (_record, { index }) => ({ name: `Attenuation area ${index + 1}`, color: '#808080', lowerEdge: 0 }),
  accessPoints: (record, { index }) => ({
    name: `AP-${index + 1}`,
    mine: true,
    userDefinedPosition: record.location !== undefined,
    noteIds: [],
    vendor: '',
    model: '',
    tags: [],
  }),
  simulatedRadios: () => ({
    antennaDirection: 0,
    antennaTilt: 0,
    antennaHeight: DEFAULT_ANTENNA_HEIGHT_M,
    antennaMounting: 'CEILING',
    radioTechnology: 'IEEE802_11',
    spatialStreamCount: 1,
    shortGuardInterval: false,
    enabled: true,
  }),
  antennaTypes: () => antennaTypeDefaults(),
  requirements: (_record, { index }) => ({ name: `Requirement ${index + 1}`, noiseType: 'AUTOMATIC', isDefault: false, criteria: [] }),
  areas: (_record, { index, defaultRequirementId }) => ({
    name: `Area ${index + 1}`,
    noteIds: [],
    requirementId: defaultRequirementId,
    capacityItems: [],
    color: '#0068FF',
  }),
  exclusionAreas: (_record, { index }) => ({ name: `Exclusion area ${index + 1}` }),
  notes: () => ({ text: '', imageIds: [] }),
  pictureNotes: () => ({ noteIds: [] }),
  deviceProfiles: () => ({ editable: true }),
  applicationProfiles: () => ({ accessCategory: 'AC_BE', applicationProtocols: ['UNKNOWN'], packetSize: 1500, fullDuplex: false }),
  usageProfiles: () => ({ editable: true, applicationProfileIds: [] }),
  networkCapacitySettings: () => ({ numberOfSsids: 2, rtsCtsEnabled: false, maxAssociatedClientsAmount: 200, abgRates: [] }),
};
