import LockIcon from '@mui/icons-material/LockOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useActivatePhoneAssistant } from '../api/activate-phone-assistant.ts';
import { usePhoneAssistant } from '../api/get-phone-assistant.ts';
import { PlanDialog } from '../components/plan-dialog.tsx';

/** /voice: the phone assistant's number and the call-forwarding guide; locked below Plus. */
export function VoiceRoute() {
  return <CurrentShopGate>{(shopId) => <VoiceScreen shopId={shopId} />}</CurrentShopGate>;
}

function VoiceScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const voice = usePhoneAssistant(shopId);
  const activate = useActivatePhoneAssistant(shopId);
  const [upgrade, setUpgrade] = useState(false);
  return (
    <>
      <PageHeader title={t('screens.voice.title')} description={t('screens.voice.description')} />
      {voice.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : voice.isError ? (
        <Alert severity="error">{t('plans.voice.loadFailed')}</Alert>
      ) : voice.data.locked ? (
        <SectionCard
          title={t('plans.voice.lockedTitle')}
          description={t('plans.voice.lockedText')}
          testId="voice-locked"
          tourTarget="setup-phoneAssistant"
        >
          <Button
            variant="contained"
            startIcon={<LockIcon />}
            onClick={() => setUpgrade(true)}
            data-testid="voice-upgrade"
          >
            {t('plans.voice.upgrade')}
          </Button>
        </SectionCard>
      ) : !voice.data.phoneNumber || !voice.data.forwarding ? (
        <SectionCard
          title={t('plans.voice.activateTitle')}
          description={t('plans.voice.activateText')}
          tourTarget="setup-phoneAssistant"
        >
          <Button
            variant="contained"
            startIcon={<PhoneIcon />}
            disabled={activate.isPending}
            onClick={() => activate.mutate()}
          >
            {t('plans.voice.activate')}
          </Button>
        </SectionCard>
      ) : (
        <Stack sx={{ gap: 3 }}>
          <SectionCard
            title={t('plans.voice.numberTitle')}
            description={t('plans.voice.numberText')}
            tourTarget="setup-phoneAssistant"
          >
            <Typography variant="h4" component="p" dir="ltr" data-testid="voice-number">
              {voice.data.phoneNumber}
            </Typography>
          </SectionCard>
          <SectionCard title={t('plans.voice.guideTitle')} description={t('plans.voice.guideText')}>
            <List disablePadding>
              {(['always', 'whenBusy', 'whenUnanswered'] as const).map((kind) => (
                <ListItem key={kind} divider disableGutters>
                  <ListItemText
                    primary={t(`plans.voice.${kind}`)}
                    secondary={<span dir="ltr">{voice.data.forwarding?.[kind]}</span>}
                  />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('plans.voice.cancelHint')}
            </Typography>
          </SectionCard>
        </Stack>
      )}
      {upgrade ? (
        <PlanDialog shopId={shopId} current={voice.data?.plan ?? null} onClose={() => setUpgrade(false)} />
      ) : null}
    </>
  );
}
