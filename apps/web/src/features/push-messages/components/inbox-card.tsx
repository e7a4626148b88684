import InboxIcon from '@mui/icons-material/InboxOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useStudioZonesOf } from '../../../shared/shops/use-studio-zone.ts';
import { useInboxMessages } from '../api/list-inbox-messages.ts';
import { MessageText } from './message-text.tsx';

/** The studios' messages to the customer on /account (a tap on a push notification lands here). */
export function InboxCard() {
  const { t } = useTranslation();
  const inbox = useInboxMessages();
  const studioZones = useStudioZonesOf((inbox.data ?? []).map((message) => message.shopId));
  return (
    <Card
      component="section"
      id="messages"
      aria-labelledby="inbox-title"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="inbox"
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1.5 }}>
        <InboxIcon color="primary" aria-hidden />
        <Typography id="inbox-title" variant="h6" component="h2">
          {t('pushMessages.inbox.title')}
        </Typography>
      </Stack>
      {inbox.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : inbox.isError ? (
        <Alert severity="error">{t('pushMessages.loadFailed')}</Alert>
      ) : inbox.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="inbox-empty">
          {t('pushMessages.inbox.empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {inbox.data.map((message) => (
            <ListItem
              key={message.id}
              divider
              disableGutters
              alignItems="flex-start"
              data-testid="inbox-message"
            >
              <MessageText
                title={message.title}
                body={message.body}
                footer={
                  <Typography component="span" variant="caption" color="text.secondary">
                    <Link
                      component={RouterLink}
                      to={`/partner/${encodeURIComponent(message.shopId)}`}
                      color="inherit"
                      underline="always"
                    >
                      {message.shopName}
                    </Link>
                    {' · '}
                    {formatStudioDateTime(message.sentAt, studioZones.get(message.shopId), currentLocale())}
                    {message.type === 'deal' ? (
                      <>
                        {' · '}
                        <Link
                          component={RouterLink}
                          to={`/partner/${encodeURIComponent(message.shopId)}/app?tab=deals`}
                          underline="always"
                          data-testid="inbox-message-deal"
                        >
                          {t('pushMessages.inbox.openDeal')}
                        </Link>
                      </>
                    ) : null}
                  </Typography>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
