import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha, darken, lighten } from '@mui/material/styles';

export type Tone = 'success' | 'warning' | 'info' | 'error' | 'neutral';

/**
 * A small status label with a soft background. The palette's own chip colours are too light for
 * small text (orange and light blue on white fail WCAG AA), so the text is a darker (or, in dark
 * mode, lighter) shade of the tone.
 */
export function ToneChip({
  tone,
  label,
  size = 'small',
  icon,
  ...rest
}: { tone: Tone; label: string; size?: ChipProps['size']; icon?: ChipProps['icon'] } & Omit<
  ChipProps,
  'color' | 'variant' | 'label' | 'size' | 'icon'
>) {
  return (
    <Chip
      {...rest}
      size={size}
      label={label}
      icon={icon}
      sx={(theme) => {
        const main = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
        const dark = theme.palette.mode === 'dark';
        const text =
          tone === 'neutral' ? theme.palette.text.primary : dark ? lighten(main, 0.55) : darken(main, 0.5);
        return {
          fontWeight: 600,
          color: text,
          bgcolor: alpha(main, dark ? 0.24 : 0.12),
          border: `1px solid ${alpha(main, dark ? 0.5 : 0.32)}`,
          '& .MuiChip-icon': { color: text },
        };
      }}
    />
  );
}
