import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { type ExtraKind, emptyExtra, type TreatmentFormValues } from '../treatment-form.ts';

/** The contract allows 30 extras per treatment. */
const maxExtras = 30;
const kinds: readonly ExtraKind[] = ['direct', 'perUnit'];

/**
 * Extra direct prices (a fixed surcharge) and extra per-unit prices (per nail, per
 * stone). Each kind is its own list; an empty price or 0 means no extra cost.
 */
export function TreatmentExtrasEditor({
  control,
  register,
  errors,
  currencySymbol,
}: {
  control: Control<TreatmentFormValues>;
  register: UseFormRegister<TreatmentFormValues>;
  errors: FieldErrors<TreatmentFormValues>;
  currencySymbol: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'extras' });
  return (
    <Stack sx={{ gap: 3 }}>
      {kinds.map((kind) => (
        <ExtrasOfKind
          key={kind}
          kind={kind}
          rows={fields
            .map((field, index) => ({ id: field.id, index, kind: field.kind }))
            .filter((row) => row.kind === kind)}
          full={fields.length >= maxExtras}
          onAdd={() => append(emptyExtra(kind), { shouldFocus: true })}
          onRemove={remove}
          register={register}
          errors={errors}
          currencySymbol={currencySymbol}
        />
      ))}
    </Stack>
  );
}

function ExtrasOfKind({
  kind,
  rows,
  full,
  onAdd,
  onRemove,
  register,
  errors,
  currencySymbol,
}: {
  kind: ExtraKind;
  rows: { id: string; index: number }[];
  full: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  register: UseFormRegister<TreatmentFormValues>;
  errors: FieldErrors<TreatmentFormValues>;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} data-testid={`service-extras-${kind}`}>
      <FormLabel id={labelId} sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
        {t(`treatments.extras.${kind}.title`)}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(`treatments.extras.${kind}.hint`)}
      </Typography>
      <Stack sx={{ gap: 1.5 }}>
        {rows.map(({ id, index }, position) => {
          const rowErrors = errors.extras?.[index];
          return (
            <Stack
              key={id}
              direction="row"
              sx={{ gap: 1, alignItems: 'flex-start' }}
              data-testid={`service-extra-row-${kind}`}
            >
              <TextField
                {...muiField(register(`extras.${index}.name`))}
                label={t('treatments.extras.name')}
                size="small"
                fullWidth
                error={Boolean(rowErrors?.name)}
                helperText={rowErrors?.name?.message}
                slotProps={{
                  htmlInput: {
                    'data-testid': `service-extra-name-${kind}-${position}`,
                    maxLength: 100,
                    placeholder: t(`treatments.extras.${kind}.placeholder`),
                  },
                }}
              />
              <TextField
                {...muiField(register(`extras.${index}.price`))}
                label={t(kind === 'perUnit' ? 'treatments.extras.pricePerUnit' : 'treatments.extras.price')}
                size="small"
                error={Boolean(rowErrors?.price)}
                helperText={rowErrors?.price?.message}
                sx={{ width: { xs: 130, sm: 170 }, flexShrink: 0 }}
                slotProps={{
                  htmlInput: {
                    inputMode: 'decimal',
                    placeholder: '0',
                    'data-testid': `service-extra-price-${kind}-${position}`,
                  },
                  input: {
                    endAdornment: <InputAdornment position="end">{currencySymbol}</InputAdornment>,
                  },
                }}
              />
              <Tooltip title={t('treatments.extras.remove')}>
                <IconButton
                  onClick={() => onRemove(index)}
                  aria-label={t('treatments.extras.remove')}
                  data-testid={`service-extra-remove-${kind}-${position}`}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          );
        })}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={onAdd}
            disabled={full}
            data-testid={`service-extra-add-${kind}`}
          >
            {t(`treatments.extras.${kind}.add`)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
