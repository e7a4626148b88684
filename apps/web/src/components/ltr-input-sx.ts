import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Phone numbers, coordinates and links are written left to right in every language; in an
 * Arabic (rtl) page such an input still lines up with the other fields on the right.
 */
export const ltrInputSx: SxProps<Theme> = {
  '[dir=rtl] & input, [dir=rtl] & textarea': { textAlign: 'right' },
};
