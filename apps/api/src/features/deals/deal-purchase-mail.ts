// The mail to a customer whose deal purchase was paid: the link back to the deal, to redeem it on
// any device, since the checkout's return link only lives in the browser that paid.
import type { Locale } from '@studio/domain/locale';
import { type MailContext, type MailRecipient, sendMailTo } from '../../adapters/mail/send-mail.ts';

interface Texts {
  greeting: (name: string) => string;
  subject: (shop: string) => string;
  paid: (deal: string, shop: string) => string;
  redeem: string;
  action: string;
}

const texts: Record<Locale, Texts> = {
  de: {
    greeting: (name) => `Hallo ${name},`,
    subject: (shop) => `Dein Deal bei ${shop}`,
    paid: (deal, shop) => `danke für deinen Kauf: „${deal}“ bei „${shop}“ ist bezahlt.`,
    redeem: 'Löse ihn im Studio über den Link ein; du findest ihn auch in deinem Konto.',
    action: 'Deal einlösen',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    subject: (shop) => `Your deal at ${shop}`,
    paid: (deal, shop) => `Thank you for your purchase: "${deal}" at "${shop}" is paid.`,
    redeem: 'Redeem it at the studio through the link; you also find it in your account.',
    action: 'Redeem the deal',
  },
  vi: {
    greeting: (name) => `Xin chào ${name},`,
    subject: (shop) => `Ưu đãi của bạn tại ${shop}`,
    paid: (deal, shop) => `Cảm ơn bạn đã mua: "${deal}" tại "${shop}" đã được thanh toán.`,
    redeem: 'Hãy dùng ưu đãi tại tiệm qua đường dẫn; bạn cũng thấy nó trong tài khoản của mình.',
    action: 'Dùng ưu đãi',
  },
  ar: {
    greeting: (name) => `مرحباً ${name}،`,
    subject: (shop) => `عرضك لدى ${shop}`,
    paid: (deal, shop) => `شكراً لشرائك: تم دفع "${deal}" لدى "${shop}".`,
    redeem: 'استخدمه في الصالون عبر الرابط؛ وتجده أيضاً في حسابك.',
    action: 'استخدام العرض',
  },
};

export async function sendDealPurchaseMail(
  mail: MailContext,
  to: MailRecipient,
  purchase: { purchaseId: string; dealId: string; dealTitle: string },
  shop: { id: string; name: string },
): Promise<void> {
  const url = `${mail.publicUrl}/partner/${shop.id}/app?tab=deals&deal=${purchase.dealId}&purchase=${purchase.purchaseId}`;
  await sendMailTo(mail.mailer, to, 'deal_purchased', (language) => {
    const t = texts[language];
    return {
      subject: t.subject(shop.name),
      greeting: t.greeting(to.name),
      paragraphs: [t.paid(purchase.dealTitle, shop.name), t.redeem],
      action: { label: t.action, url },
    };
  });
}
