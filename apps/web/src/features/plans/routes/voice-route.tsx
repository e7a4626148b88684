import LockIcon from '@mui/icons-material/LockOutlined';
import PhoneIcon from '@mui/icons-material/PhoneInTalkOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Voice } from '@studio/domain/payments-contract';
import { type AssistantLanguage, assistantLanguages } from '@studio/domain/voice-contract';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { screens } from '../../../shared/screens.ts';
import { useActivatePhoneAssistant } from '../api/activate-phone-assistant.ts';
import { useChangeAssistantLanguage } from '../api/change-assistant-language.ts';
import { usePhoneAssistant } from '../api/get-phone-assistant.ts';
import { AssistantCallLog, AssistantMessageLog } from '../components/assistant-logs.tsx';
import { AssistantSimulator } from '../components/assistant-simulator.tsx';
import { ForwardingGuide } from '../components/forwarding-guide.tsx';
import { PlanDialog } from '../components/plan-dialog.tsx';
import { SupportRequestForm } from '../components/support-request-form.tsx';

/**
 * /voice: the phone assistant's number and state, the call-forwarding guide, the greetings, the
 * call and message logs and the simulator; below Plus locked, with a way to ask support.
 */
export function VoiceRoute() {
  return <CurrentShopGate>{(shopId) => <VoiceScreen shopId={shopId} />}</CurrentShopGate>;
}

function SimulatorNotice({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  if (voice.provider !== 'simulator') return null;
  return (
    <Alert severity="warning" icon={<ScienceIcon />} data-testid="voice-simulator-notice">
      {t('plans.voice.simulatorNotice')}
    </Alert>
  );
}

function Greetings({ shopId, voice }: { shopId: string; voice: Voice }) {
  const { t } = useTranslation();
  const change = useChangeAssistantLanguage(shopId);
  return (
    <SectionCard title={t('plans.voice.greetingsTitle')} description={t('plans.voice.greetingsText')}>
      <TextField
        select
        size="small"
        label={t('plans.voice.languageLabel')}
        value={voice.language}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as AssistantLanguage)}
        sx={{ minWidth: 220, mb: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'voice-language' } }}
      >
        {assistantLanguages.map((language) => (
          <MenuItem key={language} value={language}>
            {t(`plans.voice.language.${language}`)}
          </MenuItem>
        ))}
      </TextField>
      <List disablePadding>
        {assistantLanguages.map((language) => (
          <ListItem key={language} divider disableGutters>
            <ListItemText
              primary={t(`plans.voice.language.${language}`)}
              secondary={
                <span lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
                  {voice.greetings[language]}
                </span>
              }
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
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
        <Stack sx={{ gap: 3 }}>
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
            <Button
              component={RouterLink}
              to={screens.plus.path}
              sx={{ ms: 1 }}
              data-testid="voice-plus-page"
            >
              {t('plans.plus.learnMore')}
            </Button>
          </SectionCard>
          <SectionCard title={t('plans.voice.supportTitle')} description={t('plans.voice.supportText')}>
            <SupportRequestForm
              shopId={shopId}
              testId="voice-support"
              defaults={{
                subject: t('plans.voice.supportSubject'),
                message: t('plans.voice.supportMessage'),
              }}
            />
          </SectionCard>
        </Stack>
      ) : !voice.data.phoneNumber || !voice.data.forwarding ? (
        <Stack sx={{ gap: 3 }}>
          <SimulatorNotice voice={voice.data} />
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
              data-testid="voice-activate"
            >
              {t('plans.voice.activate')}
            </Button>
          </SectionCard>
        </Stack>
      ) : (
        <Stack sx={{ gap: 3 }}>
          <SimulatorNotice voice={voice.data} />
          <SectionCard
            title={t('plans.voice.numberTitle')}
            description={t('plans.voice.numberText')}
            tourTarget="setup-phoneAssistant"
          >
            <Typography variant="h4" component="p" dir="ltr" data-testid="voice-number">
              {voice.data.phoneNumber}
            </Typography>
            <Typography color="success.main" sx={{ mt: 1 }} data-testid="voice-state">
              {t('plans.voice.stateActive')}
            </Typography>
          </SectionCard>
          <ForwardingGuide forwarding={voice.data.forwarding} />
          <AssistantSimulator shopId={shopId} />
          <Greetings shopId={shopId} voice={voice.data} />
          <AssistantCallLog shopId={shopId} />
          <AssistantMessageLog shopId={shopId} />
        </Stack>
      )}
      {upgrade ? (
        <PlanDialog shopId={shopId} current={voice.data?.plan ?? null} onClose={() => setUpgrade(false)} />
      ) : null}
    </>
  );
}
