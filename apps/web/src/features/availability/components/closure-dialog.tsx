import type { ClosureTime } from '@studio/domain/booking-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useCreateClosure } from '../api/create-closure.ts';
import { useUpdateClosure } from '../api/update-closure.ts';
import { closureWriteOf, periodFormValuesOf } from '../period-form.ts';
import { PeriodFormDialog, periodServerFields } from './period-form-dialog.tsx';

/** Add or change a closure time: whole days, both ends included, with an optional reason. */
export function ClosureDialog({
  shopId,
  closure,
  today,
  onClose,
}: {
  shopId: string;
  /** Null: a new closure. */
  closure: ClosureTime | null;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creation = useCreateClosure(shopId);
  const update = useUpdateClosure(shopId);
  return (
    <PeriodFormDialog
      kind="closure"
      editing={closure !== null}
      defaultValues={periodFormValuesOf(closure, 'closure', today)}
      today={today}
      saving={creation.isPending || update.isPending}
      failure={closure ? update.error : creation.error}
      onClose={onClose}
      onSave={(values, setError) => {
        const body = closureWriteOf(values);
        const options = {
          onSuccess: () => {
            notify(t(closure ? 'availability.closures.updated' : 'availability.closures.created'), 'success');
            onClose();
          },
          onError: (error: Error) => applyServerFieldErrors(error, setError, periodServerFields),
        };
        if (closure) update.mutate({ id: closure.id, body }, options);
        else creation.mutate(body, options);
      }}
    />
  );
}
