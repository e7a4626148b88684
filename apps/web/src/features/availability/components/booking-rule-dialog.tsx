import type { BookingRule } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useCreateBookingRule } from '../api/create-booking-rule.ts';
import { useUpdateBookingRule } from '../api/update-booking-rule.ts';
import { bookingRuleWriteOf, periodFormValuesOf } from '../period-form.ts';
import { PeriodFormDialog, periodServerFields } from './period-form-dialog.tsx';

/** Add or change a booking rule: from a date, until a date or for good, so many appointments at once. */
export function BookingRuleDialog({
  shopId,
  rule,
  today,
  onClose,
}: {
  shopId: string;
  /** Null: a new rule. */
  rule: BookingRule | null;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creation = useCreateBookingRule(shopId);
  const update = useUpdateBookingRule(shopId);
  return (
    <PeriodFormDialog
      kind="rule"
      editing={rule !== null}
      defaultValues={periodFormValuesOf(rule, 'rule', today)}
      today={today}
      saving={creation.isPending || update.isPending}
      failure={rule ? update.error : creation.error}
      onClose={onClose}
      onSave={(values, setError) => {
        const body = bookingRuleWriteOf(values);
        const options = {
          onSuccess: () => {
            notify(t(rule ? 'availability.rules.updated' : 'availability.rules.created'), 'success');
            onClose();
          },
          onError: (error: Error) => applyServerFieldErrors(error, setError, periodServerFields),
        };
        if (rule) update.mutate({ id: rule.id, body }, options);
        else creation.mutate(body, options);
      }}
    />
  );
}
