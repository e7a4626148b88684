import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SentPushMessage } from '@studio/domain/push-message-contract';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { MessageText } from './message-text.tsx';

/** The studio's messages, newest first, with when, by whom and to how many they went. */
export function SentPushMessages({
  messages,
  studioZone,
}: {
  messages: SentPushMessage[];
  studioZone: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('pushMessages.history.title')} testId="push-message-history">
      {messages.length === 0 ? (
        <Typography color="text.secondary">{t('pushMessages.inbox.empty')}</Typography>
      ) : (
        <List disablePadding>
          {messages.map((message) => (
            <ListItem
              key={message.id}
              divider
              alignItems="flex-start"
              disableGutters
              data-testid="push-message-sent"
            >
              <ListItemIcon sx={{ mt: 0.5, color: 'primary.main' }}>
                <CampaignIcon />
              </ListItemIcon>
              <MessageText
                title={message.title}
                body={message.body}
                footer={
                  <Stack
                    component="span"
                    direction="row"
                    sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Typography component="span" variant="caption" color="text.secondary">
                      {t('pushMessages.history.sentBy', {
                        at: formatStudioDateTime(message.sentAt, studioZone, currentLocale()),
                        name: message.sender.name,
                      })}
                    </Typography>
                    <Chip
                      component="span"
                      size="small"
                      label={t('pushMessages.form.audience', { count: message.recipients })}
                    />
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
