import {
  escapeHtml,
  htmlDocument,
  htmlFooter,
  htmlLink,
  MAIL_FOOTER,
  type MailLanguage as Language,
} from './layout';
import type { OutgoingMail } from './mailer';

/**
 * A plain notice about the person's account: a greeting, paragraphs, an optional link after the last
 * one, the footer; as text and as HTML.
 */
export function noticeMail(options: {
  to: string;
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  link?: string;
}): OutgoingMail {
  const { to, language, subject, greeting, paragraphs, link } = options;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [link, ''] : []),
  ]
    .concat(['—', MAIL_FOOTER[language]])
    .join('\n');
  const body = paragraphs
    .map((paragraph, index) => {
      const isLast = index === paragraphs.length - 1;
      return `<p>${escapeHtml(paragraph)}${isLast && link ? ` ${htmlLink(link)}` : ''}</p>`;
    })
    .join('\n');
  const html = htmlDocument(
    language,
    subject,
    `<p style="margin-top:0">${escapeHtml(greeting)}</p>${body}${htmlFooter(language)}`,
  );
  return { to, subject, text, html, language };
}
