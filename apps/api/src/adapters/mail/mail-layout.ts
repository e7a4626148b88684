// Turns a mail's content into its plain-text and simple HTML parts, in the recipient's language
// and writing direction.
import { type Locale, languageOptions } from '@studio/domain/locale';

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one link the mail is about, shown as a button and spelled out. */
  action?: { label: string; url: string };
  /** Small print below the action. */
  notes?: string[];
  /** A small link at the very end that stops mails of this kind. */
  unsubscribe?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderMail(locale: Locale, content: MailContent): RenderedMail {
  const direction = languageOptions.find((option) => option.code === locale)?.direction ?? 'ltr';
  const notes = content.notes ?? [];

  const textBlocks = [content.greeting, ...content.paragraphs];
  if (content.action) textBlocks.push(`${content.action.label}:\n${content.action.url}`);
  textBlocks.push(...notes);
  if (content.unsubscribe) textBlocks.push(`${content.unsubscribe.label}:\n${content.unsubscribe.url}`);
  const text = `${textBlocks.join('\n\n')}\n`;

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const action = content.action
    ? [
        '<p style="margin:24px 0">',
        `<a href="${escapeHtml(content.action.url)}" style="background:#6d28d9;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a>`,
        '</p>',
        `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</p>`,
      ].join('')
    : '';
  const small = notes.map(
    (note) => `<p style="margin:0 0 8px;font-size:13px;color:#555555">${escapeHtml(note)}</p>`,
  );
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:24px 0 0;font-size:12px;color:#555555"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#555555">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${direction}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f;text-align:${direction === 'rtl' ? 'right' : 'left'}">`,
    '<div style="max-width:560px;margin:0 auto">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    action,
    ...small,
    unsubscribe,
    '</div></body></html>',
  ].join('\n');

  return { subject: content.subject, text, html };
}
