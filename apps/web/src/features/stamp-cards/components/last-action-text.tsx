import Typography from '@mui/material/Typography';
import type { StampLastAction } from '@studio/domain/stamp-card-contract';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';

/** The newest entry of a card's log, in words: "2 stamps added · 23/11/2026 18:00". */
export function LastActionText({ action, shopId }: { action: StampLastAction | null; shopId: string }) {
  const studioZone = useStudioZone(shopId);
  const { t } = useTranslation();
  if (!action) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('stampCards.lastAction.none')}
      </Typography>
    );
  }
  const what = t(`stampCards.lastAction.${action.kind}`, { count: action.count });
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="stamp-last-action"
      data-kind={action.kind}
    >
      {what} · {formatStudioDateTime(action.at, studioZone, currentLocale())}
      {action.reason ? ` · ${t('stampCards.lastAction.reason', { reason: action.reason })}` : ''}
    </Typography>
  );
}
