/**
 * Every insights endpoint the load bench drives, named, in every path form, with the searches a user types. The project list
 * is paged since docs/decisions/0024: its first page in the default order, a later page in another order, and the map's places.
 */
export function insightsLoadEndpoints(projectId: string, floorRowId: string): Array<[string, string]> {
  const p = `/insightapi/v1/projects/${projectId}`;
  const f = `/insightapi/v1/floorPlans/${floorRowId}`;
  const pf = `${p}/floorPlans/${floorRowId}`;
  return [
    ['project list (all in reach)', '/insightapi/v1/projects'],
    ['project list, search', '/insightapi/v1/projects?query=city%2012'],
    ['project list, date range', '/insightapi/v1/projects?query=site%2011&startDate=2026-02-01&endDate=2026-06-30'],
    ['project list, page 3 by name', '/insightapi/v1/projects?page=2&sort=name,asc'],
    ['project places (map)', '/insightapi/v1/projectPlaces'],
    ['project', `${p}`],
    ['search', '/insightapi/v1/search?query=finland&tag=retail'],
    ['survey events (all)', '/insightapi/v1/surveyEvents?size=15'],
    ['survey events, search user', '/insightapi/v1/surveyEvents?size=15&query=surveyor7'],
    ['survey events, search project', '/insightapi/v1/surveyEvents?size=15&query=site%20123'],
    ['survey events, search + days', '/insightapi/v1/surveyEvents?size=15&query=surveyor7&startDate=2026-03-01&endDate=2026-03-31'],
    ['survey totals (all)', '/insightapi/v1/surveyEvents/totals'],
    ['survey totals, search user', '/insightapi/v1/surveyEvents/totals?query=surveyor7'],
    ['survey date range (all)', '/insightapi/v1/surveyDateRange'],
    ['survey events of project', `${p}/surveyEvents?size=15`],
    ['survey totals of project', `${p}/surveyEvents/totals`],
    ['survey date range of project', `${p}/surveyDateRange`],
    ['survey events of floor', `${f}/surveyEvents?size=15`],
    ['survey totals of floor', `${f}/surveyEvents/totals`],
    ['survey date range of floor', `${f}/surveyDateRange`],
    ['survey events of project floor', `${pf}/surveyEvents?size=15`],
    ['survey totals of project floor', `${pf}/surveyEvents/totals`],
    ['survey date range of project floor', `${pf}/surveyDateRange`],
    ['device counts (all)', '/insightapi/v1/deviceCounts?size=15'],
    ['device counts, exact count', '/insightapi/v1/deviceCounts?size=15&query=12'],
    ['device totals (all)', '/insightapi/v1/deviceCounts/totals'],
    ['device counts of project', `${p}/deviceCounts`],
    ['device totals of project', `${p}/deviceCounts/totals`],
    ['device counts of floor', `${f}/deviceCounts`],
    ['device totals of floor', `${f}/deviceCounts/totals`],
    ['device counts of project floor', `${pf}/deviceCounts`],
    ['device totals of project floor', `${pf}/deviceCounts/totals`],
    ['daily network health', `${p}/dailyKpis/networkHealth`],
    ['floor plans', `${p}/floorPlans`],
    ['floor plan KPIs', `${p}/floorPlanKpis`],
    ['area KPIs', `${pf}/areaKpis`],
    ['floor KPIs', `${pf}/kpis`],
    ['project KPIs', `${p}/kpis`],
    ['project KPIs, date range', `${p}/kpis?startDate=2026-01-01&endDate=2026-06-30`],
    ['recommendations', `${p}/recommendations`],
  ];
}
