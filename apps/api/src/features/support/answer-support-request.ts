// POST support-requests/{id}/answer: the global admin answers; the shop admin who asked gets the
// answer by mail in their language (the studio's address when that account is gone).
import { ErrorCode } from '@studio/domain/error-codes';
import type { Locale } from '@studio/domain/locale';
import type { SupportRequest } from '@studio/domain/voice-contract';
import type { Kysely } from 'kysely';
import { type MailContext, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findShopById } from '../shops/shops.public.ts';
import { presentSupportRequest } from './present-support-request.ts';
import { findAuthor, findSupportRequest, recordSupportAnswer } from './support.repo.ts';

const texts: Record<
  Locale,
  { subject: (s: string) => string; greeting: string; intro: string; asked: string }
> = {
  de: {
    subject: (s) => `Antwort des Supports: ${s}`,
    greeting: 'Hallo,',
    intro: 'der Support hat auf deine Anfrage geantwortet:',
    asked: 'Deine Anfrage:',
  },
  en: {
    subject: (s) => `Support answered: ${s}`,
    greeting: 'Hello,',
    intro: 'support has answered your request:',
    asked: 'Your request:',
  },
  vi: {
    subject: (s) => `Bộ phận hỗ trợ đã trả lời: ${s}`,
    greeting: 'Xin chào,',
    intro: 'bộ phận hỗ trợ đã trả lời yêu cầu của bạn:',
    asked: 'Yêu cầu của bạn:',
  },
  ar: {
    subject: (s) => `رد فريق الدعم: ${s}`,
    greeting: 'مرحباً،',
    intro: 'رد فريق الدعم على طلبك:',
    asked: 'طلبك:',
  },
};

export async function answerSupportRequest(
  db: Kysely<Database>,
  mail: MailContext,
  id: string,
  answer: string,
  now: number,
): Promise<SupportRequest> {
  const request = await findSupportRequest(db, id);
  if (!request) throw new AppError(ErrorCode.notFound);
  if (!(await recordSupportAnswer(db, id, answer, new Date(now))))
    throw new AppError(ErrorCode.requestAlreadyHandled);
  const author = request.author_id ? await findAuthor(db, request.author_id) : undefined;
  const shop = await findShopById(db, request.shop_id);
  const recipient = author ?? (shop ? { email: shop.email, name: shop.name, locale: 'de' } : undefined);
  if (recipient) {
    await sendMailTo(mail.mailer, recipient, 'support_answer', (locale) => {
      const t = texts[locale];
      return {
        subject: t.subject(request.subject),
        greeting: t.greeting,
        paragraphs: [t.intro, answer, `${t.asked} ${request.message}`],
      };
    });
  }
  const updated = await findSupportRequest(db, id);
  if (!updated) throw new AppError(ErrorCode.notFound);
  return presentSupportRequest(updated);
}
