import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useNavigate, useSearchParams } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { CustomerSignInStep } from '../../../shared/sign-in/components/customer-sign-in-step.tsx';
import { useClaimVoucher } from '../api/claim-voucher.ts';

/** /partner/{shopId}/app/voucher/claim: put a voucher's code into the signed-in account. */
export function VoucherClaimRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const claim = useClaimVoucher();
  const [code, setCode] = useState(search.get('code') ?? '');
  const signedIn = session && !session.user.guest;

  function submit(event: FormEvent) {
    event.preventDefault();
    claim.mutate(code, { onSuccess: () => navigate('/account/voucher') });
  }

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <PageHeader title={t('vouchers.claim.title')} description={t('vouchers.claim.intro')} />
      {signedIn ? (
        <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Stack component="form" onSubmit={submit} sx={{ gap: 2 }} data-testid="voucher-claim-form">
            <TextField
              label={t('vouchers.claim.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              autoComplete="off"
              sx={ltrInputSx}
              slotProps={{
                htmlInput: {
                  dir: 'ltr',
                  style: { textTransform: 'uppercase', letterSpacing: 2 },
                  'data-testid': 'voucher-claim-code',
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={claim.isPending || code.trim().length < 4}
              data-testid="voucher-claim-submit"
            >
              {t('vouchers.claim.submit')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="info">{t('vouchers.claim.needsAccount')}</Alert>
          <CustomerSignInStep allowGuest={false} headingLevel="h2" />
        </Stack>
      )}
    </Box>
  );
}
