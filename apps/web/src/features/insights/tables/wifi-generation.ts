/** docs/product.md §9: Wi-Fi generations 1 to 7 and 6E each have their own colour (Mantine palette names). */
const GENERATION_COLOURS: Record<string, string> = {
  'Wi-Fi 1': 'gray',
  'Wi-Fi 2': 'brown',
  'Wi-Fi 3': 'orange',
  'Wi-Fi 4': 'yellow',
  'Wi-Fi 5': 'teal',
  'Wi-Fi 6': 'blue',
  'Wi-Fi 6E': 'violet',
  'Wi-Fi 7': 'grape',
};

/** The badge colour of a generation label; anything unknown (e.g. `n/a`) is neutral. */
export function wifiGenerationColour(generation: string): string {
  return GENERATION_COLOURS[generation.trim()] ?? 'dark';
}

export const WIFI_GENERATIONS = Object.keys(GENERATION_COLOURS);
