/** Ready-made member colours, distinct in the calendar in light and dark mode; keys name them in the texts. */
export const presetColors = [
  { key: 'raspberry', hex: '#D81B60' },
  { key: 'tomato', hex: '#E53935' },
  { key: 'tangerine', hex: '#F4511E' },
  { key: 'banana', hex: '#F6BF26' },
  { key: 'sage', hex: '#33B679' },
  { key: 'teal', hex: '#00897B' },
  { key: 'peacock', hex: '#039BE5' },
  { key: 'blueberry', hex: '#3F51B5' },
  { key: 'lavender', hex: '#7E57C2' },
  { key: 'grape', hex: '#8E24AA' },
  { key: 'cocoa', hex: '#795548' },
  { key: 'graphite', hex: '#616161' },
] as const;

export type PresetColorKey = (typeof presetColors)[number]['key'];

/** The contract's colour form: `#RRGGBB`. */
export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

export function sameColor(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function presetOf(hex: string): (typeof presetColors)[number] | undefined {
  return presetColors.find((preset) => sameColor(preset.hex, hex));
}

/** A new member gets the first preset nobody on the team has yet, so the calendar stays readable. */
export function nextFreeColor(used: readonly string[]): string {
  const free = presetColors.find((preset) => !used.some((color) => sameColor(color, preset.hex)));
  return (free ?? presetColors[used.length % presetColors.length] ?? presetColors[0]).hex;
}

/** Text typed into the hex field as `#RRGGBB`: the hash is optional and case is kept. */
export function normalizedHex(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

/** Up to two initials for the avatar; empty for an unnamed member. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
}

/** Colour of bookings without a (still existing) team member. */
export const unassignedColor = '#78909C';

/** WCAG relative luminance of a `#RRGGBB` colour. */
function luminanceOf(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * Black or white, whichever contrasts more with a member's colour (WCAG contrast ratio), for
 * initials on avatars and text on bookings; white when the colour is not `#RRGGBB`.
 */
export function readableTextOn(hex: string): '#000000' | '#FFFFFF' {
  if (!hexColorPattern.test(hex)) return '#FFFFFF';
  const background = luminanceOf(hex);
  const withWhite = 1.05 / (background + 0.05);
  const withBlack = (background + 0.05) / 0.05;
  return withBlack > withWhite ? '#000000' : '#FFFFFF';
}
