import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useId, useState } from 'react';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import {
  hexColorPattern,
  normalizedHex,
  presetColors,
  presetOf,
  sameColor,
} from '../../../shared/team/member-colors.ts';

function Swatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        width: 34,
        height: 34,
        borderRadius: '50%',
        bgcolor: color,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#fff',
        boxShadow: checked
          ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${color}`
          : `inset 0 0 0 1px ${theme.palette.divider}`,
        transition: theme.transitions.create('box-shadow', { duration: theme.transitions.duration.shortest }),
      })}
    >
      {checked ? (
        <CheckIcon fontSize="small" sx={{ filter: 'drop-shadow(0 0 1px rgba(0,0,0,0.6))' }} />
      ) : null}
    </Box>
  );
}

/** A team member's colour: a row of ready-made swatches plus any colour as a hex code. */
export function ColorPickerField({
  value,
  onChange,
  error,
  testId,
}: {
  value: string;
  onChange: (color: string) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [hexText, setHexText] = useState(value);
  const [hexTouched, setHexTouched] = useState(false);
  // A swatch click changes the value from outside; the hex field follows it.
  useEffect(() => setHexText(value), [value]);
  const validHex = hexColorPattern.test(value);
  const hexError = (hexTouched && !hexColorPattern.test(normalizedHex(hexText))) || Boolean(error);

  return (
    <FormControl component="fieldset" error={hexError} data-testid={testId}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {t('team.fields.color')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={presetOf(value)?.hex ?? ''}
        onChange={(event) => onChange(event.target.value)}
        sx={{ gap: 0.5, mb: 2 }}
      >
        {presetColors.map((preset) => (
          <Tooltip key={preset.key} title={t(`team.colors.${preset.key}`)}>
            <Radio
              value={preset.hex}
              icon={<Swatch color={preset.hex} checked={false} />}
              checkedIcon={<Swatch color={preset.hex} checked />}
              checked={sameColor(value, preset.hex)}
              sx={{ p: 0.5 }}
              slotProps={{
                input: {
                  'aria-label': t(`team.colors.${preset.key}`),
                  ...{ 'data-testid': `${testId}-${preset.key}` },
                },
              }}
            />
          </Tooltip>
        ))}
      </RadioGroup>
      <TextField
        label={t('team.fields.hex')}
        value={hexText}
        onChange={(event) => {
          setHexText(event.target.value);
          const hex = normalizedHex(event.target.value);
          if (hexColorPattern.test(hex)) onChange(hex.toUpperCase());
        }}
        onBlur={() => setHexTouched(true)}
        error={hexError}
        helperText={hexError ? (error ?? t('team.hexInvalid')) : t('team.hexHint')}
        sx={{ maxWidth: 260, ...ltrInputSx }}
        slotProps={{
          htmlInput: { 'data-testid': `${testId}-hex`, spellCheck: false, autoComplete: 'off', dir: 'ltr' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {/* The browser's own colour dialog, for any colour beyond the presets. */}
                <Box
                  component="input"
                  type="color"
                  value={validHex ? value.toLowerCase() : '#000000'}
                  onChange={(event) => onChange(event.target.value.toUpperCase())}
                  aria-label={t('team.customColor')}
                  data-testid={`${testId}-custom`}
                  sx={{
                    width: 28,
                    height: 28,
                    p: 0,
                    border: 0,
                    borderRadius: '50%',
                    bgcolor: 'transparent',
                    cursor: 'pointer',
                    '&::-webkit-color-swatch-wrapper': { p: 0 },
                    '&::-webkit-color-swatch': { border: 'none', borderRadius: '50%' },
                    '&::-moz-color-swatch': { border: 'none', borderRadius: '50%' },
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
    </FormControl>
  );
}
