// The theme settings' controls (mode, contrast, direction, navigation, colour, stretch), shared by the
// admin header's drawer and the global admin's settings page: both change the one settings store
// (settings-context.tsx, kept in a cookie for 3 days), so they always show the same values.
import ContrastIcon from '@mui/icons-material/Contrast';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import TableRowsIcon from '@mui/icons-material/TableRowsOutlined';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import ViewQuiltIcon from '@mui/icons-material/ViewQuiltOutlined';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/text-runtime.ts';
import { colorPresets } from './presets.ts';
import { contrasts, directions, navLayouts, type ThemeSettings, themeModes } from './settings.ts';
import { useSettings } from './settings-context.tsx';

/** The level of each control's heading: below the drawer's h2 title, or the page's h1. */
export type ControlHeading = 'h2' | 'h3';

const optionIcons: Record<string, ReactNode> = {
  light: <LightModeIcon fontSize="small" />,
  dark: <DarkModeIcon fontSize="small" />,
  default: <TextFieldsIcon fontSize="small" />,
  bold: <ContrastIcon fontSize="small" />,
  ltr: <FormatTextdirectionLToRIcon fontSize="small" />,
  rtl: <FormatTextdirectionRToLIcon fontSize="small" />,
  vertical: <ViewSidebarIcon fontSize="small" />,
  horizontal: <TableRowsIcon fontSize="small" />,
  mini: <ViewQuiltIcon fontSize="small" />,
};

type ChoiceSetting = 'mode' | 'contrast' | 'direction' | 'layout';

function ChoiceGroup<K extends ChoiceSetting>({
  setting,
  options,
  heading,
}: {
  setting: K;
  options: readonly ThemeSettings[K][];
  heading: ControlHeading;
}) {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const labelId = useId();
  const labelKey: string = `settings.${setting}.label`;
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="overline" component={heading} color="text.secondary">
        {t(labelKey)}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={settings[setting]}
        aria-labelledby={labelId}
        onChange={(_event, value: ThemeSettings[K] | null) => {
          // A second click on the active option would clear it; a setting always has a value.
          if (value !== null) update({ [setting]: value } as Partial<ThemeSettings>);
        }}
        sx={{ mt: 0.5 }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            data-testid={`settings-${setting}-${option}`}
            sx={{ flexDirection: 'column', gap: 0.5, py: 1.25, textTransform: 'none' }}
          >
            {optionIcons[option]}
            <Typography variant="caption" component="span">
              {t(`settings.${setting}.${option}` as string)}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function PresetPicker({ heading }: { heading: ControlHeading }) {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="overline" component={heading} color="text.secondary">
        {t('settings.preset.label')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 0.5 }}
      >
        {colorPresets.map((preset) => {
          const selected = settings.preset === preset.id;
          const color = settings.mode === 'dark' ? preset.dark.main : preset.light.main;
          return (
            <Tooltip key={preset.id} title={t(`settings.preset.${preset.id}`)}>
              <Box
                component="button"
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={t(`settings.preset.${preset.id}`)}
                data-testid={`settings-preset-${preset.id}`}
                onClick={() => update({ preset: preset.id })}
                sx={{
                  height: 56,
                  borderRadius: 2,
                  cursor: 'pointer',
                  border: 2,
                  borderColor: selected ? color : 'divider',
                  bgcolor: selected ? `${color}1f` : 'transparent',
                  display: 'grid',
                  placeItems: 'center',
                  '&:focus-visible': { outline: 3, outlineColor: color, outlineOffset: 2 },
                }}
              >
                <Box
                  component="span"
                  sx={{
                    width: selected ? 28 : 22,
                    height: selected ? 28 : 22,
                    borderRadius: '50%',
                    background: `linear-gradient(135deg, ${preset.light.light}, ${color})`,
                    transition: 'all 150ms',
                  }}
                />
              </Box>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}

function StretchSwitch() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  return (
    <Box component="section">
      <FormControlLabel
        control={
          <Switch
            checked={settings.stretch}
            onChange={(event) => update({ stretch: event.target.checked })}
            slotProps={{ input: { 'data-testid': 'settings-stretch' } as object }}
          />
        }
        label={
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('settings.stretch.label')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('settings.stretch.description')}
            </Typography>
          </Box>
        }
      />
    </Box>
  );
}

/** Every theme setting, each a section of its own; the caller lays them out (list or grid). */
export function ThemeSettingsControls({ heading }: { heading: ControlHeading }) {
  return (
    <>
      <ChoiceGroup setting="mode" options={themeModes} heading={heading} />
      <ChoiceGroup setting="contrast" options={contrasts} heading={heading} />
      <ChoiceGroup setting="direction" options={directions} heading={heading} />
      <ChoiceGroup setting="layout" options={navLayouts} heading={heading} />
      <PresetPicker heading={heading} />
      <StretchSwitch />
    </>
  );
}

/** Back to the defaults (keeping the direction the language needs), with where they are kept. */
export function ThemeSettingsReset() {
  const { t } = useTranslation();
  const { reset } = useSettings();
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {t('settings.savedHint')}
      </Typography>
      <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={reset} data-testid="settings-reset">
        {t('settings.reset')}
      </Button>
    </>
  );
}
