import { escapeHtml, htmlLink, type MailLanguage } from '../mail';

/** What the unsubscribe link found: done, a malformed or forged token, or an account that is gone. */
export type UnsubscribeOutcome = 'done' | 'invalid' | 'unknown';

const texts: Record<
  MailLanguage,
  Record<UnsubscribeOutcome, { title: string; body: string }> & { link: string }
> = {
  es: {
    done: {
      title: 'Te has dado de baja',
      body: 'Ya no recibirás un email cuando se publiquen picks. Puedes volver a activarlos en tu panel.',
    },
    invalid: {
      title: 'Enlace de baja no válido',
      body: 'Este enlace está incompleto o ha sido alterado. Abre el enlace completo del email, o desactiva los emails en tu panel.',
    },
    unknown: {
      title: 'Esta cuenta ya no existe',
      body: 'No hay ninguna cuenta para este enlace, así que no recibirás más emails.',
    },
    link: 'Ir a mi panel',
  },
  en: {
    done: {
      title: 'You have unsubscribed',
      body: 'You will no longer get an email when picks are published. You can turn them back on from your dashboard.',
    },
    invalid: {
      title: 'Invalid unsubscribe link',
      body: 'This link is incomplete or has been altered. Open the whole link from the email, or turn the emails off from your dashboard.',
    },
    unknown: {
      title: 'This account no longer exists',
      body: 'There is no account for this link, so you will get no more emails.',
    },
    link: 'Go to my dashboard',
  },
};

/** The status each outcome answers with. */
export const UNSUBSCRIBE_STATUS: Record<UnsubscribeOutcome, number> = {
  done: 200,
  invalid: 400,
  unknown: 404,
};

/**
 * A small page in both languages, the reader's first: the link is opened from an email client,
 * logged in or not, so it needs nothing of the web app.
 */
export function unsubscribePage(
  outcome: UnsubscribeOutcome,
  first: MailLanguage,
  dashboardUrl: string,
): string {
  const order: MailLanguage[] = first === 'es' ? ['es', 'en'] : ['en', 'es'];
  const sections = order
    .map((language) => {
      const t = texts[language];
      return `<section lang="${language}"><h1>${escapeHtml(t[outcome].title)}</h1><p>${escapeHtml(
        t[outcome].body,
      )}</p><p>${htmlLink(dashboardUrl, t.link)}</p></section>`;
    })
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="${first}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts[first][outcome].title)} · Arcade ValueBets</title>
<style>body{margin:0;background:#0b1220;font-family:system-ui,sans-serif;color:#e5e7eb}header{padding:1rem 1.5rem;font-weight:700;font-size:1.1rem;color:#fff}header span{color:#34d399}main{max-width:34rem;margin:2rem auto;padding:1.5rem 2rem;background:#111a2e;border:1px solid #1f2a44;border-radius:14px}h1{font-size:1.35rem;color:#fff}a{color:#34d399}hr{border:0;border-top:1px solid #1f2a44;margin:1.5rem 0}</style>
</head>
<body>
<header>Arcade <span>ValueBets</span></header>
<main>
${sections}
</main>
</body>
</html>
`;
}
