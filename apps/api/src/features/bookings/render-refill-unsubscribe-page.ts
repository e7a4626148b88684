// The small page behind the refill reminder's unsubscribe link: first a question with a button
// (opening the link changes nothing), then the confirmation.
import type { Locale } from '@studio/domain/locale';
import { escapeHtml, renderPublicHtmlPage } from '../../http/public-html-page.ts';
import { legalFooterLinks } from '../legal-pages/legal-pages.public.ts';

interface UnsubscribeTexts {
  title: string;
  question: (studio: string) => string;
  button: string;
  done: (studio: string) => string;
}

const texts: Record<Locale, UnsubscribeTexts> = {
  de: {
    title: 'Auffüll-Erinnerungen abbestellen',
    question: (studio) => `Möchtest du keine Erinnerungen zum Auffüllen mehr von ${studio} bekommen?`,
    button: 'Abbestellen',
    done: (studio) =>
      `Erledigt: Du bekommst keine Erinnerungen zum Auffüllen mehr von ${studio}. Deine Termine und ihre Erinnerungen bleiben, wie sie sind.`,
  },
  en: {
    title: 'Unsubscribe from refill reminders',
    question: (studio) => `Do you want to stop getting refill reminders from ${studio}?`,
    button: 'Unsubscribe',
    done: (studio) =>
      `Done: you will get no more refill reminders from ${studio}. Your appointments and their reminders stay as they are.`,
  },
  vi: {
    title: 'Hủy nhận nhắc làm lại móng',
    question: (studio) => `Bạn có muốn ngừng nhận nhắc làm lại móng từ ${studio} không?`,
    button: 'Hủy đăng ký',
    done: (studio) =>
      `Xong: bạn sẽ không nhận nhắc làm lại móng từ ${studio} nữa. Lịch hẹn của bạn và lời nhắc lịch hẹn vẫn giữ nguyên.`,
  },
  ar: {
    title: 'إلغاء الاشتراك في تذكيرات التعبئة',
    question: (studio) => `هل تريد التوقف عن تلقي تذكيرات التعبئة من ${studio}؟`,
    button: 'إلغاء الاشتراك',
    done: (studio) => `تم: لن تتلقى بعد الآن تذكيرات التعبئة من ${studio}. تبقى مواعيدك وتذكيراتها كما هي.`,
  },
};

export function renderRefillUnsubscribePage(
  page: { locale: Locale; url: string; shopId: string; studio: string },
  state: 'asking' | 'done',
): string {
  const t = texts[page.locale];
  const body =
    state === 'asking'
      ? `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.question(page.studio))}</p>` +
        `<form method="post" action="${escapeHtml(page.url)}"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : `<h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(t.done(page.studio))}</p>`;
  return renderPublicHtmlPage({
    locale: page.locale,
    title: t.title,
    description: t.question(page.studio),
    canonicalUrl: page.url,
    body,
    footerLinks: legalFooterLinks(page.locale, page.shopId),
  });
}
