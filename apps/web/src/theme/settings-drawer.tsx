import CloseIcon from '@mui/icons-material/Close';
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
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { colorPresets } from './presets.ts';
import { contrasts, directions, navLayouts, type ThemeSettings, themeModes } from './settings.ts';
import { useSettings } from './settings-context.tsx';

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
}: {
  setting: K;
  options: readonly ThemeSettings[K][];
}) {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const labelId = useId();
  const labelKey: string = `settings.${setting}.label`;
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="overline" component="h3" color="text.secondary">
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

function PresetPicker() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="overline" component="h3" color="text.secondary">
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

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, update, reset } = useSettings();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': 'settings-drawer',
          sx: { width: { xs: '100%', sm: 360 } },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 2, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} data-testid="settings-close">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack sx={{ p: 2.5, gap: 3, overflowY: 'auto' }}>
        <ChoiceGroup setting="mode" options={themeModes} />
        <ChoiceGroup setting="contrast" options={contrasts} />
        <ChoiceGroup setting="direction" options={directions} />
        <ChoiceGroup setting="layout" options={navLayouts} />
        <PresetPicker />
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
        <Typography variant="caption" color="text.secondary">
          {t('settings.savedHint')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={reset}
          data-testid="settings-reset"
        >
          {t('settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
