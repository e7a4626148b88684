import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ShopStatus } from '@studio/domain/shop';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { publicLinksOf } from '../setup-checklist.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function LinkField({
  id,
  label,
  helper,
  url,
}: {
  id: 'studioPage' | 'bookingPage';
  label: string;
  helper: string;
  url: string;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    if (await copyText(url)) notify(t('studioDashboard.links.copied'), 'success');
    else notify(t('studioDashboard.links.copyFailed'), 'error');
  };
  return (
    <TextField
      label={label}
      value={url}
      helperText={helper}
      fullWidth
      size="small"
      onFocus={(event) => event.target.select()}
      slotProps={{
        htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': `dashboard-link-${id}` },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('studioDashboard.links.copy')}>
                <IconButton
                  aria-label={t('studioDashboard.links.copyLabel', { label })}
                  onClick={() => void copy()}
                  edge="end"
                  data-testid={`dashboard-link-${id}-copy`}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('studioDashboard.links.open')}>
                <IconButton
                  aria-label={t('studioDashboard.links.openLabel', { label })}
                  href={url}
                  target="_blank"
                  rel="noopener"
                >
                  <OpenInNewIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The public links to put on a social profile and a search listing, ready to copy. */
export function PublicLinksCard({ shopId, status }: { shopId: string; status: ShopStatus | undefined }) {
  const { t } = useTranslation();
  const links = publicLinksOf(window.location.origin, shopId);
  return (
    <SectionCard
      title={t('studioDashboard.links.title')}
      description={t('studioDashboard.links.text')}
      testId="dashboard-links"
    >
      <Stack sx={{ gap: 2.5 }}>
        {status && status !== 'active' ? (
          <Alert severity="info">{t('studioDashboard.links.notLive')}</Alert>
        ) : null}
        <LinkField
          id="studioPage"
          label={t('studioDashboard.links.studioPage')}
          helper={t('studioDashboard.links.studioPageHint')}
          url={links.studioPage}
        />
        <LinkField
          id="bookingPage"
          label={t('studioDashboard.links.bookingPage')}
          helper={t('studioDashboard.links.bookingPageHint')}
          url={links.bookingPage}
        />
      </Stack>
    </SectionCard>
  );
}
