export type MailLanguage = 'es' | 'en';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The responsible-gambling line every mail ends with. */
export const MAIL_FOOTER: Record<MailLanguage, string> = {
  es: 'Solo para mayores de 18 años. Juega con responsabilidad: jugarbien.es',
  en: '18+ only. Gamble responsibly: begambleaware.org',
};

/** The footer as the HTML part shows it, after a rule. */
export const htmlFooter = (language: MailLanguage) =>
  `<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0 12px"><p style="color:#6b7280;font-size:12px;margin:0">${escapeHtml(MAIL_FOOTER[language])}</p>`;

/** The tier badges' colours, as the app draws them. */
export const TIER_COLOURS: Record<'vip' | 'exclusivo' | 'platinum' | 'diamante', string> = {
  vip: '#b7791f',
  exclusivo: '#6d28d9',
  platinum: '#475569',
  diamante: '#0e7490',
};

/**
 * A whole HTML email in the product's look: the brand bar, a white card holding `body`, on a grey
 * page. Inline styles and a table only, as mail clients need.
 */
export const htmlDocument = (language: MailLanguage, title: string, body: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="background:#0b1220;border-radius:12px 12px 0 0;padding:16px 24px;font-size:18px;font-weight:700;color:#ffffff">Arcade <span style="color:#34d399">ValueBets</span></td></tr>
<tr><td style="background:#ffffff;border-radius:0 0 12px 12px;padding:24px;font-size:15px;line-height:1.5">
${body}
</td></tr></table></td></tr></table></body></html>`;

/** A link whose text is its address, escaped. */
export const htmlLink = (url: string, text = url) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
