import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Voice } from '@studio/domain/payments-contract';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';

const kinds = ['always', 'whenBusy', 'whenUnanswered', 'undo'] as const;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The GSM codes to dial on the studio's phone, each with a copy button. */
export function ForwardingGuide({ forwarding }: { forwarding: NonNullable<Voice['forwarding']> }) {
  const { t } = useTranslation();
  const copy = async (code: string) => {
    if (await copyText(code)) notify(t('plans.voice.copied'), 'success');
    else notify(t('plans.voice.copyFailed'), 'error');
  };
  return (
    <SectionCard title={t('plans.voice.guideTitle')} description={t('plans.voice.guideText')}>
      <List disablePadding>
        {kinds.map((kind) => (
          <ListItem
            key={kind}
            divider
            disableGutters
            secondaryAction={
              <Tooltip title={t('plans.voice.copy')}>
                <IconButton
                  edge="end"
                  aria-label={t('plans.voice.copyCode', { label: t(`plans.voice.${kind}`) })}
                  onClick={() => void copy(forwarding[kind])}
                  data-testid={`voice-copy-${kind}`}
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={t(`plans.voice.${kind}`)}
              secondary={
                <Typography
                  component="span"
                  variant="body1"
                  dir="ltr"
                  sx={{ fontFamily: 'monospace' }}
                  data-testid={`voice-code-${kind}`}
                >
                  {forwarding[kind]}
                </Typography>
              }
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('plans.voice.guideHint')}
      </Typography>
    </SectionCard>
  );
}
