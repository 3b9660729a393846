import type { AreaCollection } from '../commands/area-commands.ts';

/** The canvas tools: select/move, drawing tools, AP placement and the two-point scale. */
export const EDITOR_TOOLS = ['select', 'wall', 'attenuation', 'exclusion', 'requirement', 'hole', 'ap', 'scale'] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

/** The polygon collection each area tool draws into. */
export const AREA_TOOL_COLLECTION: Partial<Record<EditorTool, AreaCollection>> = {
  attenuation: 'attenuationAreas',
  exclusion: 'exclusionAreas',
  requirement: 'areas',
  hole: 'holeInFloors',
};

/** The tools that draw a chain or polygon click by click, finished with Enter or a double click. */
export function isDrawingTool(tool: EditorTool): boolean {
  return tool === 'wall' || AREA_TOOL_COLLECTION[tool] !== undefined;
}

/** What is selected on the canvas: one record of a drawn collection. */
export type Selection = { readonly collection: 'accessPoints' | 'wallSegments' | AreaCollection; readonly id: string } | null;

export type PlanPoint = { readonly x: number; readonly y: number };
