import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StampRequest } from '@studio/domain/stamp-card-contract';
import type { ReactNode } from 'react';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** One request: who, what (stamps or redemption), the card now, and the decision buttons. */
export function StampRequestRow({
  request,
  studioZone,
  busy,
  onDecide,
  leading,
}: {
  request: StampRequest;
  /** The studio's zone: the request's time is shown on the studio's clock. */
  studioZone: string | undefined;
  busy: boolean;
  onDecide: (decision: 'confirm' | 'reject') => void;
  leading?: ReactNode;
}) {
  const { t } = useTranslation();
  const who = request.account.name || request.account.email;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'center' }, py: 1.5 }}
      data-testid="stamp-request"
      data-request-id={request.id}
      data-code={request.code}
    >
      {leading}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{who}</Typography>
        <Typography variant="body2" color="text.secondary">
          {request.action === 'redeem'
            ? t('stampCards.requests.redeem')
            : t('stampCards.requests.stamp', { count: request.count })}
          {' · '}
          {t('stampCards.requests.cardNow', { stamps: request.stamps, max: request.maxStamps })}
          {' · '}
          {formatStudioDateTime(request.createdAt, studioZone, currentLocale())}
          {' · '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {request.code}
          </Box>
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          variant="contained"
          color="success"
          size="small"
          startIcon={<CheckIcon />}
          disabled={busy}
          onClick={() => onDecide('confirm')}
          data-testid="stamp-request-confirm"
        >
          {t('stampCards.requests.confirm')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          startIcon={<CloseIcon />}
          disabled={busy}
          onClick={() => onDecide('reject')}
          data-testid="stamp-request-reject"
        >
          {t('stampCards.requests.reject')}
        </Button>
      </Stack>
    </Stack>
  );
}
