import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { browserLocalStorage } from '../../../lib/key-value-storage.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useShop } from '../../shops/api/get-shop.ts';
import { getVapidPublicKey } from '../api/get-vapid-public-key.ts';
import { savePushSubscription } from '../api/save-push-subscription.ts';
import { pushAvailability, subscribeThisBrowser } from '../browser-push.ts';

const answeredKey = (shopId: string) => `push-opt-in:${shopId}`;

function alreadyAnswered(shopId: string): boolean {
  return browserLocalStorage().getItem(answeredKey(shopId)) !== null;
}

/**
 * Offers a studio's news as push messages. Shown after something the customer did at the studio
 * (a stamp asked for), never on page load; asked once per studio and browser, and not at all
 * where the browser cannot take pushes or the person has blocked them.
 */
export function PushOptIn({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  // The studio page has loaded the shop already; the prompt reads it from the cache.
  const shopName = useShop(shopId).data?.name ?? '';
  const [visible, setVisible] = useState(
    () => !alreadyAnswered(shopId) && ['default', 'granted'].includes(pushAvailability()),
  );
  const [working, setWorking] = useState(false);
  if (!visible) return null;

  const answer = (value: 'on' | 'later') => {
    browserLocalStorage().setItem(answeredKey(shopId), value);
    setVisible(false);
  };

  const turnOn = async () => {
    setWorking(true);
    try {
      const subscription = await subscribeThisBrowser(await getVapidPublicKey());
      const { endpoint, keys } = subscription ?? {};
      if (!endpoint || !keys?.p256dh || !keys.auth) {
        notify(t('pushOptIn.blocked'), 'info');
        answer('later');
        return;
      }
      await savePushSubscription({
        shopId,
        subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      });
      notify(t('pushOptIn.turnedOn'));
      answer('on');
    } catch {
      notify(t('pushOptIn.failed'), 'error');
    } finally {
      setWorking(false);
    }
  };

  return (
    <Alert severity="info" icon={<NotificationsActiveIcon />} data-testid="push-opt-in">
      <AlertTitle>{t('pushOptIn.title', { shop: shopName })}</AlertTitle>
      {t('pushOptIn.text')}
      {/* Below the text, not beside it: on a phone the text keeps the width. */}
      <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          disabled={working}
          onClick={() => void turnOn()}
          data-testid="push-opt-in-enable"
        >
          {t('pushOptIn.enable')}
        </Button>
        <Button color="inherit" size="small" onClick={() => answer('later')} data-testid="push-opt-in-later">
          {t('pushOptIn.later')}
        </Button>
      </Stack>
    </Alert>
  );
}
