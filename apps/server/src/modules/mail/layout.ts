export type MailLanguage = 'es' | 'en';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The responsible-gambling line every mail ends with. */
export const MAIL_FOOTER: Record<MailLanguage, string> = {
  es: 'Solo para mayores de 18 años. Juega con responsabilidad: jugarbien.es',
  en: '18+ only. Gamble responsibly: begambleaware.org',
};

/** The footer as the HTML part shows it, after a rule. */
export const htmlFooter = (language: MailLanguage) =>
  `<hr><p style="color:#666;font-size:12px">${escapeHtml(MAIL_FOOTER[language])}</p>`;

/** A link whose text is its address, escaped. */
export const htmlLink = (url: string, text = url) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
