// Bookings wear their team member's colour; text on it must stay readable (WCAG AA).

/** Colour of bookings without a (still existing) team member. */
export const unassignedColor = '#78909C';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return (
    0.2126 * channel((value >> 16) & 255) +
    0.7152 * channel((value >> 8) & 255) +
    0.0722 * channel(value & 255)
  );
}

/** Black or white, whichever contrasts more with the colour (WCAG contrast ratio). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return '#ffffff';
  const background = luminance(hex);
  const withWhite = 1.05 / (background + 0.05);
  const withBlack = (background + 0.05) / 0.05;
  return withBlack > withWhite ? '#000000' : '#ffffff';
}
