// The browser's side of Web Push: whether it can take messages, and subscribing it with our key.

export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** A VAPID key as the bytes PushManager.subscribe takes. */
export function applicationServerKeyOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Asks for permission (call it from a click), registers the service worker and subscribes.
 * Answers the subscription as the API takes it, or null when the person said no.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.register('/push-sw.js', { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const manager = (ready ?? registration).pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(publicKey),
    }));
  return subscription.toJSON();
}
