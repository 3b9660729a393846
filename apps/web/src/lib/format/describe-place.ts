/**
 * A project's place as one line: city, then the location (or the country), without repeating a part the
 * location already names (a location of "Helsinki, Finland" in Helsinki reads "Helsinki, Finland").
 */
export function describePlace(place: { city?: string | null; location?: string | null; country?: string | null }): string {
  const parts = [place.city, ...(place.location ?? place.country ?? '').split(',')].map((part) => (part ?? '').trim()).filter(Boolean);
  const seen = new Set<string>();
  return parts.filter((part) => !seen.has(part.toLowerCase()) && seen.add(part.toLowerCase())).join(', ');
}
