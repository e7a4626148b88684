import type SvgIcon from '@mui/material/SvgIcon';

/** The type of an @mui/icons-material icon component (the package does not export it). */
export type IconComponent = typeof SvgIcon;
