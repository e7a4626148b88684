// The mail with a voucher's code and its printable PDF: to the buyer, and to the recipient of a gift.
import type { Locale } from '@studio/domain/locale';
import { formatCents } from '@studio/domain/voucher-rules';
import { type MailContext, type MailRecipient, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { VoucherRow } from '../../db/schema.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';

interface Texts {
  greeting: (name: string) => string;
  subjectBought: (shop: string) => string;
  subjectGift: (buyer: string, shop: string) => string;
  bought: (value: string, shop: string) => string;
  gift: (buyer: string, value: string, shop: string) => string;
  code: (code: string) => string;
  message: (message: string) => string;
  claim: string;
  action: string;
}

const texts: Record<Locale, Texts> = {
  de: {
    greeting: (name) => `Hallo ${name},`,
    subjectBought: (shop) => `Dein Gutschein für ${shop}`,
    subjectGift: (buyer, shop) => `${buyer} schenkt dir einen Gutschein für ${shop}`,
    bought: (value, shop) => `danke für deinen Kauf: Dein Gutschein über ${value} für „${shop}“ ist bereit.`,
    gift: (buyer, value, shop) => `${buyer} hat dir einen Gutschein über ${value} für „${shop}“ geschenkt.`,
    code: (code) => `Dein Gutscheincode: ${code}. Den Gutschein zum Ausdrucken findest du im Anhang.`,
    message: (message) => `Nachricht: „${message}“`,
    claim: 'Übernimm den Gutschein in dein Konto, dann siehst du jederzeit den Restwert.',
    action: 'Gutschein übernehmen',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    subjectBought: (shop) => `Your voucher for ${shop}`,
    subjectGift: (buyer, shop) => `${buyer} gave you a voucher for ${shop}`,
    bought: (value, shop) => `Thank you for your purchase: your ${value} voucher for "${shop}" is ready.`,
    gift: (buyer, value, shop) => `${buyer} gave you a ${value} voucher for "${shop}".`,
    code: (code) => `Your voucher code: ${code}. The printable voucher is attached.`,
    message: (message) => `Message: "${message}"`,
    claim: 'Add the voucher to your account to see its remaining value at any time.',
    action: 'Add the voucher',
  },
  vi: {
    greeting: (name) => `Xin chào ${name},`,
    subjectBought: (shop) => `Phiếu quà tặng của bạn tại ${shop}`,
    subjectGift: (buyer, shop) => `${buyer} tặng bạn một phiếu quà tặng tại ${shop}`,
    bought: (value, shop) => `Cảm ơn bạn đã mua: phiếu quà tặng trị giá ${value} tại "${shop}" đã sẵn sàng.`,
    gift: (buyer, value, shop) => `${buyer} đã tặng bạn phiếu quà tặng trị giá ${value} tại "${shop}".`,
    code: (code) => `Mã phiếu của bạn: ${code}. Phiếu để in được đính kèm.`,
    message: (message) => `Lời nhắn: "${message}"`,
    claim: 'Thêm phiếu vào tài khoản để xem giá trị còn lại bất cứ lúc nào.',
    action: 'Thêm phiếu',
  },
  ar: {
    greeting: (name) => `مرحباً ${name}،`,
    subjectBought: (shop) => `قسيمتك لدى ${shop}`,
    subjectGift: (buyer, shop) => `${buyer} أهداك قسيمة لدى ${shop}`,
    bought: (value, shop) => `شكراً لشرائك: قسيمتك بقيمة ${value} لدى "${shop}" جاهزة.`,
    gift: (buyer, value, shop) => `أهداك ${buyer} قسيمة بقيمة ${value} لدى "${shop}".`,
    code: (code) => `رمز القسيمة: ${code}. القسيمة القابلة للطباعة مرفقة.`,
    message: (message) => `الرسالة: "${message}"`,
    claim: 'أضف القسيمة إلى حسابك لترى قيمتها المتبقية في أي وقت.',
    action: 'إضافة القسيمة',
  },
};

export async function sendVoucherMails(
  mail: MailContext,
  voucher: VoucherRow,
  shop: { id: string; name: string; timezone: string },
  locale: string,
): Promise<void> {
  const claimUrl = `${mail.publicUrl}/partner/${shop.id}/app/voucher/claim?code=${voucher.code}`;
  const recipients: { to: MailRecipient; gift: boolean }[] = [
    { to: { email: voucher.buyer_email, name: voucher.buyer_name, locale }, gift: false },
  ];
  if (voucher.recipient_email && voucher.recipient_name) {
    recipients.push({
      to: { email: voucher.recipient_email, name: voucher.recipient_name, locale },
      gift: true,
    });
  }
  for (const { to, gift } of recipients) {
    const pdf = await renderVoucherPdf(
      {
        shopName: shop.name,
        voucherName: voucher.name,
        totalCents: voucher.total_cents,
        currency: voucher.currency,
        code: voucher.code,
        expiresAt: voucher.expires_at,
        timeZone: shop.timezone,
        recipientName: voucher.recipient_name,
        message: voucher.message,
        claimUrl,
      },
      (['de', 'en', 'vi', 'ar'] as const).find((known) => known === locale) ?? 'de',
    );
    await sendMailTo(
      mail.mailer,
      to,
      gift ? 'voucher_gift' : 'voucher_purchased',
      (language) => {
        const t = texts[language];
        const value = formatCents(voucher.total_cents, voucher.currency, language);
        return {
          subject: gift ? t.subjectGift(voucher.buyer_name, shop.name) : t.subjectBought(shop.name),
          greeting: t.greeting(to.name),
          paragraphs: [
            gift ? t.gift(voucher.buyer_name, value, shop.name) : t.bought(value, shop.name),
            ...(gift && voucher.message ? [t.message(voucher.message)] : []),
            t.code(voucher.code),
            t.claim,
          ],
          action: { label: t.action, url: claimUrl },
        };
      },
      () => [
        {
          filename: `voucher-${voucher.code}.pdf`,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    );
  }
}
