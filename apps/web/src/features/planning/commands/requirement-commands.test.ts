import { describe, expect, it } from 'vitest';
import { documentFromBatch, recordsOf } from '../document/editor-document.ts';
import { createEditorStore } from '../document/editor-store.ts';
import { drawRequirementArea, effectiveRequirementOf, requirementChoices, setAreaRequirement } from './requirement-commands.ts';

const FLOOR = 'floor-1';
const SQUARE = [
  { x: 10, y: 10 },
  { x: 60, y: 10 },
  { x: 60, y: 60 },
  { x: 10, y: 60 },
];
const plan = { id: FLOOR, width: 100, height: 80, imageId: 'img', metersPerUnit: 0.1 };
const voiceGrade = { id: 'voice', status: 'CREATED', name: 'Voice Grade', isDefault: true, criteria: [] };
const rtlsGrade = { id: 'rtls', status: 'CREATED', name: '10m RTLS Grade', isDefault: false, criteria: [] };

describe('requirement area commands', () => {
  it("gives an area drawn in a project without requirements Ekahau's stock profiles and the default, undone in one step", () => {
    const store = createEditorStore(documentFromBatch({ floorPlans: [plan] }), 1);
    store.execute(drawRequirementArea(store.getState().shown, FLOOR, SQUARE, 'Warehouse'));
    const shown = store.getState().shown;
    expect(shown.requirements.size).toBe(11);
    const [area] = recordsOf(shown, 'areas');
    expect(area).toMatchObject({ name: 'Warehouse', floorPlanId: FLOOR, area: SQUARE });
    expect(shown.requirements.get(String(area!.requirementId))).toMatchObject({ name: 'Ekahau Best Practices', isDefault: true });
    // The records go to the server with the area.
    expect(store.pendingChanges().filter((change) => change.collection === 'requirements')).toHaveLength(11);
    store.undo();
    expect(store.getState().shown.requirements.size).toBe(0);
    expect(store.getState().shown.areas.size).toBe(0);
  });

  it("uses the project's own default profile and adds no records when it has some", () => {
    const store = createEditorStore(documentFromBatch({ floorPlans: [plan], requirements: [rtlsGrade, voiceGrade] }), 1);
    store.execute(drawRequirementArea(store.getState().shown, FLOOR, SQUARE, 'Office'));
    const shown = store.getState().shown;
    expect(shown.requirements.size).toBe(2);
    expect(recordsOf(shown, 'areas')[0]!.requirementId).toBe('voice');
    expect(requirementChoices(shown)).toEqual([
      { value: 'rtls', label: '10m RTLS Grade' },
      { value: 'voice', label: 'Voice Grade' },
    ]);
  });

  it("changes an area's profile, and ignores a profile the project does not have", () => {
    const store = createEditorStore(documentFromBatch({ floorPlans: [plan], requirements: [voiceGrade, rtlsGrade] }), 1);
    store.execute(drawRequirementArea(store.getState().shown, FLOOR, SQUARE, 'Office'));
    const area = () => recordsOf(store.getState().shown, 'areas')[0]!;
    store.execute(setAreaRequirement(store.getState().shown, area(), 'rtls'));
    expect(area().requirementId).toBe('rtls');
    expect(effectiveRequirementOf(store.getState().shown, area())?.name).toBe('10m RTLS Grade');
    expect(setAreaRequirement(store.getState().shown, area(), 'missing').changes).toEqual([]);
    store.undo();
    expect(area().requirementId).toBe('voice');
  });

  it('offers the stock profiles for an older area of a project without requirements, creating them on choice', () => {
    const store = createEditorStore(
      documentFromBatch({ floorPlans: [plan], areas: [{ id: 'old', status: 'CREATED', floorPlanId: FLOOR, name: 'Old', area: SQUARE }] }),
      1,
    );
    const choices = requirementChoices(store.getState().shown);
    expect(choices).toHaveLength(11);
    const cisco = choices.find((choice) => choice.label === 'Cisco Design Guideline')!;
    store.execute(setAreaRequirement(store.getState().shown, store.getState().shown.areas.get('old')!, cisco.value));
    const shown = store.getState().shown;
    expect(shown.requirements.size).toBe(11);
    expect(effectiveRequirementOf(shown, shown.areas.get('old')!)).toMatchObject({ name: 'Cisco Design Guideline', key: 'VoiceCisco' });
  });
});
