import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import {
  cardNumberMatches,
  compilePartnerCardPattern,
  normalizeCardNumber,
  type PartnerCard,
  partnerCardPatternMax,
  partnerCardTitleMax,
  partnerCardWriteSchema,
} from '@studio/domain/partner-card-contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { useSavePartnerCard } from '../api/save-partner-card.ts';

type FormValues = z.input<typeof partnerCardWriteSchema>;
const fields = ['title', 'pattern'] as const;

/** A partner card: its title and the pattern a card number must match as a whole, with a tryout field. */
export function PartnerCardDialog({ card, onClose }: { card: PartnerCard | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const save = useSavePartnerCard();
  const [sample, setSample] = useState('');
  const resolver = useMemo(
    () => zodResolver(partnerCardWriteSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof partnerCardWriteSchema>>({
    resolver,
    defaultValues: { title: card?.title ?? '', pattern: card?.pattern ?? '' },
  });
  const pattern = watch('pattern');
  const compiles = pattern === '' || compilePartnerCardPattern(pattern) !== undefined;
  const tried = normalizeCardNumber(sample);

  const onSubmit = handleSubmit((body) => {
    save.mutate(
      { id: card?.id ?? null, body },
      {
        onSuccess: () => {
          notify(t('partnerCards.admin.saved'), 'success');
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, setError, fields),
      },
    );
  });

  return (
    <SetupFormDialog
      title={t(card ? 'partnerCards.admin.editTitle' : 'partnerCards.admin.newTitle')}
      submitLabel={t('partnerCards.admin.save')}
      saving={save.isPending}
      failure={save.error}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="partner-card-form"
    >
      <TextField
        {...muiField(register('title'))}
        label={t('partnerCards.admin.title')}
        required
        fullWidth
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
        slotProps={{ htmlInput: { 'data-testid': 'partner-card-title', maxLength: partnerCardTitleMax } }}
      />
      <TextField
        {...muiField(register('pattern'))}
        label={t('partnerCards.admin.pattern')}
        required
        fullWidth
        sx={ltrInputSx}
        error={Boolean(errors.pattern) || !compiles}
        helperText={
          errors.pattern?.message ??
          (compiles ? t('partnerCards.admin.patternHint') : t('partnerCards.admin.patternInvalid'))
        }
        slotProps={{
          htmlInput: {
            'data-testid': 'partner-card-pattern',
            maxLength: partnerCardPatternMax,
            spellCheck: false,
            dir: 'ltr',
            style: { fontFamily: 'monospace' },
          },
        }}
      />
      <TextField
        value={sample}
        onChange={(event) => setSample(event.target.value)}
        label={t('partnerCards.admin.tryNumber')}
        fullWidth
        sx={ltrInputSx}
        slotProps={{ htmlInput: { 'data-testid': 'partner-card-try', dir: 'ltr' } }}
      />
      {tried && pattern && compiles ? (
        <Alert
          severity={cardNumberMatches(pattern, tried) ? 'success' : 'warning'}
          data-testid="partner-card-try-result"
        >
          {t(
            cardNumberMatches(pattern, tried)
              ? 'partnerCards.admin.tryMatches'
              : 'partnerCards.admin.tryFails',
          )}
        </Alert>
      ) : null}
    </SetupFormDialog>
  );
}
