// A phone number the messaging app (WhatsApp, SMS) can reach: international (E.164), as the
// provider names the sender of a reply. Spaces, dashes, dots and brackets are dropped and a
// leading 00 stands for +; a number without its country code cannot be messaged.
const e164 = /^\+[1-9]\d{6,14}$/;

export function messagingNumberOf(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s\-./()]/g, '').replace(/^00/, '+');
  return e164.test(compact) ? compact : null;
}
