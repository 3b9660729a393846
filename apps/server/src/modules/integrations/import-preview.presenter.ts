import type { ImportPreview } from '@airscope/contracts';
import type { SiteImportPlan } from './site-import-plan.ts';
import type { ControllerSite } from './vendors/controller-client.ts';

/** The import plan as the preview shows it: every floor with its scale, every AP left out with the reason. */
export function presentImportPlan(site: ControllerSite, plan: SiteImportPlan): ImportPreview {
  return {
    siteName: site.name,
    floors: plan.floors.map((planned) => ({
      id: planned.floor.id,
      name: planned.floor.name,
      widthPx: planned.widthPx,
      heightPx: planned.heightPx,
      metersPerPixel: planned.metersPerUnit,
      scaleFrom: planned.scaleFrom,
      accessPointCount: plan.placed.filter((p) => p.floorId === planned.floor.id).length,
    })),
    accessPointCount: plan.placed.length,
    unplaced: plan.unplaced.map((u) => ({
      name: u.ap.name,
      mac: u.ap.mac,
      reason: u.reason,
      floorName: u.floorName,
      distanceM: u.distanceM === null ? null : Math.round(u.distanceM * 10) / 10,
    })),
  };
}
