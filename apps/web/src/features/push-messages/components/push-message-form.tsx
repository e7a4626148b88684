import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { pushBodyMaxLength, pushTargetTypes, pushTitleMaxLength } from '@studio/domain/push-message-contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { notify } from '../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { useShopFlags } from '../../../shared/shops/api/get-shop-flags.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useOfferedDeals } from '../api/list-offered-deals.ts';
import { useSendPushMessage } from '../api/send-push-message.ts';
import { NotificationPreview } from './notification-preview.tsx';
import { PushMessageConfirmDialog } from './push-message-confirm-dialog.tsx';

const formSchema = z
  .object({
    title: z.string().trim().min(1).max(pushTitleMaxLength),
    body: z.string().trim().min(1).max(pushBodyMaxLength),
    type: z.enum(pushTargetTypes),
    dealId: z.string(),
  })
  .superRefine((values, context) => {
    // An empty input makes the error map say "required" in the user's language.
    if (values.type === 'deal' && values.dealId === '') {
      context.addIssue({ code: 'custom', path: ['dealId'], input: values.dealId });
    }
  });
type FormValues = z.input<typeof formSchema>;
const fields = ['title', 'body', 'dealId'] as const;
const emptyForm: FormValues = { title: '', body: '', type: 'shop', dealId: '' };

/**
 * Writing a message to the studio's customers: about the studio or about one of the deals it has
 * switched on, title and text with their limits counted, a preview of the notification, and how
 * many customers it reaches. "Send" only opens a confirm step (audience and the text as it will
 * show); the message goes to the whole studio's audience from there, and the next one is possible
 * after 24 hours.
 */
export function PushMessageForm({
  shopId,
  shopName,
  audience,
  nextAllowedAt,
}: {
  shopId: string;
  shopName: string;
  audience: number;
  nextAllowedAt: string | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const send = useSendPushMessage(shopId);
  const studioZone = useStudioZone(shopId);
  const flags = useShopFlags(shopId);
  const deals = useOfferedDeals(shopId, flags.data?.dealsEnabled === true);
  const offeredDeals = deals.data ?? [];
  const resolver = useMemo(() => zodResolver(formSchema, { error: localizedIssueMessage(locale) }), [locale]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver,
    defaultValues: emptyForm,
  });
  const draft = watch();
  const waiting = nextAllowedAt !== null;
  // The checked message waiting for "send" in the confirm step; null while still writing.
  const [toConfirm, setToConfirm] = useState<z.output<typeof formSchema> | null>(null);

  const onSubmit = handleSubmit((values) => setToConfirm(values));

  const sendConfirmed = () => {
    if (toConfirm === null) return;
    const { dealId, ...message } = toConfirm;
    send.mutate(message.type === 'deal' ? { ...message, dealId } : message, {
      onSuccess: () => {
        notify(t('pushMessages.form.sent'));
        reset(emptyForm);
      },
      onError: (error) => applyServerFieldErrors(error, setError, fields),
      onSettled: () => setToConfirm(null),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} data-testid="push-message-form">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <Stack sx={{ gap: 2.5, flex: 1, minWidth: 0 }}>
          {waiting ? (
            <Alert severity="info" data-testid="push-message-wait">
              {t('pushMessages.form.waitUntil', {
                at: formatStudioDateTime(nextAllowedAt, studioZone, currentLocale()),
              })}
            </Alert>
          ) : null}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip label={t('pushMessages.form.audience', { count: audience })} data-testid="push-audience" />
          </Stack>
          <TextField
            {...muiField(register('type'))}
            select
            label={t('pushMessages.form.about')}
            value={draft.type}
            fullWidth
            disabled={waiting}
            helperText={
              offeredDeals.length === 0 && deals.isSuccess ? t('pushMessages.form.noDeals') : undefined
            }
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'push-message-about' } }}
          >
            <option value="shop">{t('pushMessages.form.aboutShop')}</option>
            <option value="deal" disabled={offeredDeals.length === 0}>
              {t('pushMessages.form.aboutDeal')}
            </option>
          </TextField>
          {draft.type === 'deal' ? (
            <TextField
              {...muiField(register('dealId'))}
              select
              label={t('pushMessages.form.deal')}
              value={draft.dealId}
              required
              fullWidth
              disabled={waiting}
              error={Boolean(errors.dealId)}
              helperText={errors.dealId?.message}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'push-message-deal' } }}
            >
              <option value="" disabled>
                {t('pushMessages.form.chooseDeal')}
              </option>
              {offeredDeals.map((deal) => (
                <option key={deal.id} value={deal.id}>
                  {deal.title}
                </option>
              ))}
            </TextField>
          ) : null}
          <TextField
            {...muiField(register('title'))}
            label={t('pushMessages.form.title')}
            required
            fullWidth
            disabled={waiting}
            error={Boolean(errors.title)}
            helperText={errors.title?.message ?? `${draft.title.length} / ${pushTitleMaxLength}`}
            slotProps={{ htmlInput: { 'data-testid': 'push-message-title', maxLength: pushTitleMaxLength } }}
          />
          <TextField
            {...muiField(register('body'))}
            label={t('pushMessages.form.body')}
            required
            fullWidth
            multiline
            minRows={3}
            disabled={waiting}
            error={Boolean(errors.body)}
            helperText={errors.body?.message ?? `${draft.body.length} / ${pushBodyMaxLength}`}
            slotProps={{ htmlInput: { 'data-testid': 'push-message-body', maxLength: pushBodyMaxLength } }}
          />
          <Alert severity="warning" variant="outlined">
            {t('pushMessages.form.oncePerDay')}
          </Alert>
          <Stack direction="row">
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<SendIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
              disabled={waiting || send.isPending}
              data-testid="push-message-send"
            >
              {t('pushMessages.form.send')}
            </Button>
          </Stack>
        </Stack>
        <Stack sx={{ flex: { md: '0 0 340px' } }}>
          <NotificationPreview shopName={shopName} title={draft.title} body={draft.body} />
        </Stack>
      </Stack>
      <PushMessageConfirmDialog
        open={toConfirm !== null}
        shopName={shopName}
        title={toConfirm?.title ?? ''}
        body={toConfirm?.body ?? ''}
        audience={audience}
        sending={send.isPending}
        onSend={sendConfirmed}
        onBack={() => setToConfirm(null)}
      />
    </Stack>
  );
}
