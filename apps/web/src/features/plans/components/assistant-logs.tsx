import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useAssistantCalls } from '../api/list-assistant-calls.ts';
import { useAssistantMessages } from '../api/list-assistant-messages.ts';

/** The call log: time, caller (masked), language, what was asked, outcome. */
export function AssistantCallLog({ shopId }: { shopId: string }) {
  const { t, i18n } = useTranslation();
  const zone = useStudioZone(shopId);
  const calls = useAssistantCalls(shopId);
  return (
    <SectionCard title={t('plans.voice.callsTitle')} description={t('plans.voice.logsText')}>
      {calls.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : calls.isError ? (
        <Alert severity="error">{t('plans.voice.loadFailed')}</Alert>
      ) : calls.data.length === 0 ? (
        <Typography color="text.secondary">{t('plans.voice.callsEmpty')}</Typography>
      ) : (
        <List disablePadding data-testid="voice-calls">
          {calls.data.map((call) => (
            <ListItem key={call.id} divider disableGutters>
              <ListItemText
                primary={
                  <>
                    <span dir="ltr">{call.simulated ? t('plans.voice.simulated') : call.caller}</span>
                    {` · ${t(`plans.voice.outcome.${call.outcome}`)}`}
                  </>
                }
                secondary={`${formatStudioDateTime(call.startedAt, zone, toLocale(i18n.language))} · ${call.language.toUpperCase()} · ${call.asked
                  .map((topic) => t(`plans.voice.topic.${topic}`))
                  .join(', ')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** The message log: what the assistant sent and what customers wrote. */
export function AssistantMessageLog({ shopId }: { shopId: string }) {
  const { t, i18n } = useTranslation();
  const zone = useStudioZone(shopId);
  const messages = useAssistantMessages(shopId);
  return (
    <SectionCard title={t('plans.voice.messagesTitle')} description={t('plans.voice.logsText')}>
      {messages.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : messages.isError ? (
        <Alert severity="error">{t('plans.voice.loadFailed')}</Alert>
      ) : messages.data.length === 0 ? (
        <Typography color="text.secondary">{t('plans.voice.messagesEmpty')}</Typography>
      ) : (
        <List disablePadding data-testid="voice-messages">
          {messages.data.map((message) => (
            <ListItem key={message.id} divider disableGutters>
              <ListItemText
                primary={message.body}
                secondary={
                  <>
                    {`${formatStudioDateTime(message.at, zone, toLocale(i18n.language))} · ${t(`plans.voice.direction.${message.direction}`)} · ${t(`plans.voice.channel.${message.channel}`)} · `}
                    <span dir="ltr">
                      {message.channel === 'simulator' ? t('plans.voice.simulated') : message.counterpart}
                    </span>
                  </>
                }
                slotProps={{ primary: { sx: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
