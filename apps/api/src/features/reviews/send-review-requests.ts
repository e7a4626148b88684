// The review request after a completed visit, run by the review-requests job: one mail per visit
// to the signed-in customer who booked it, with a link to rate it in their account. Visits that
// ended more than a week ago are not asked any more (a studio marking old visits completed would
// otherwise send a wave of late requests). The claim commits before the mail is written: once,
// not at least once.
import type { Locale } from '@studio/domain/locale';
import { firstNameOf } from '@studio/domain/review-contract';
import type { Kysely } from 'kysely';
import { type MailContext, sendMailTo } from '../../adapters/mail/send-mail.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findShopById } from '../shops/shops.public.ts';
import { claimDueReviewRequests } from './reviews.repo.ts';

export const reviewRequestWindowMs = 7 * 24 * 60 * 60 * 1000;
const batchSize = 100;

const texts: Record<
  Locale,
  { subject: (studio: string) => string; greeting: (name: string) => string; intro: string; action: string }
> = {
  de: {
    subject: (studio) => `Wie war dein Besuch bei ${studio}?`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'danke für deinen Besuch! Mit einer kurzen Bewertung hilfst du dem Studio und anderen Kundinnen.',
    action: 'Besuch bewerten',
  },
  en: {
    subject: (studio) => `How was your visit to ${studio}?`,
    greeting: (name) => `Hello ${name},`,
    intro: 'thank you for your visit! A short review helps the studio and other customers.',
    action: 'Rate your visit',
  },
  vi: {
    subject: (studio) => `Chuyến ghé thăm ${studio} của bạn thế nào?`,
    greeting: (name) => `Xin chào ${name},`,
    intro: 'cảm ơn bạn đã ghé thăm! Một đánh giá ngắn giúp tiệm và những khách hàng khác.',
    action: 'Đánh giá chuyến ghé thăm',
  },
  ar: {
    subject: (studio) => `كيف كانت زيارتك إلى ${studio}؟`,
    greeting: (name) => `مرحباً ${name}،`,
    intro: 'شكراً لزيارتك! تقييم قصير يساعد الاستوديو والعملاء الآخرين.',
    action: 'قيّم زيارتك',
  },
};

export interface ReviewRequestLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Sends every review request due at `now`; answers how many it sent. */
export async function sendReviewRequests(
  db: Kysely<Database>,
  mail: MailContext,
  log: ReviewRequestLog,
  now: number,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await inTransaction(db, (trx) =>
      claimDueReviewRequests(trx, { now: new Date(now), withinMs: reviewRequestWindowMs, limit: batchSize }),
    );
    for (const visit of claimed) {
      try {
        const shop = await findShopById(db, visit.shop_id);
        if (!shop || !visit.customer_email) continue;
        const url = `${mail.publicUrl}/account?review=${encodeURIComponent(visit.id)}`;
        await sendMailTo(
          mail.mailer,
          { email: visit.customer_email, name: visit.customer_name, locale: visit.locale },
          'review_request',
          (locale) => {
            const t = texts[locale];
            return {
              subject: t.subject(shop.name),
              greeting: t.greeting(firstNameOf(visit.customer_name)),
              paragraphs: [t.intro],
              action: { label: t.action, url },
            };
          },
        );
        sent += 1;
      } catch (error) {
        log.error({ err: error, bookingId: visit.id }, 'review request could not be written');
      }
    }
    if (claimed.length < batchSize) return sent;
  }
}
