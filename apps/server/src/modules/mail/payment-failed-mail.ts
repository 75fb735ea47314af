import {
  escapeHtml,
  htmlDocument,
  htmlFooter,
  htmlLink,
  MAIL_FOOTER,
  type MailLanguage as Language,
} from './layout';
import type { OutgoingMail } from './mailer';

/** Stripe amounts are in the currency's minor units (cents; none for zero-decimal currencies). */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const code = currency.toUpperCase();
  const format = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: code,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

const texts = {
  es: {
    subject: 'No hemos podido cobrar tu suscripción de Arcade ValueBets',
    greeting: (name: string) => `Hola, ${name}:`,
    body: (plan: string, amount: string) =>
      `No hemos podido cobrar ${amount} de tu plan ${plan}. Stripe volverá a intentarlo en los próximos días; si el cobro sigue fallando, el plan se cancelará y perderás el acceso a sus picks.`,
    action: 'Actualiza tu tarjeta en «Gestionar suscripción» del panel:',
  },
  en: {
    subject: 'We could not charge your Arcade ValueBets subscription',
    greeting: (name: string) => `Hi ${name},`,
    body: (plan: string, amount: string) =>
      `We could not charge ${amount} for your ${plan} plan. Stripe will try again over the next few days; if the payment keeps failing, the plan will be cancelled and its picks will be locked.`,
    action: 'Update your card under "Manage subscription" on your dashboard:',
  },
} as const;

/** The mail a subscriber gets when Stripe could not charge a renewal (invoice.payment_failed). */
export function paymentFailedMail(options: {
  to: string;
  name: string;
  language: Language;
  /** The plan's label, e.g. "VIP". */
  plan: string;
  amount: number;
  currency: string;
  dashboardUrl: string;
}): OutgoingMail {
  const t = texts[options.language];
  const amount = formatMoney(options.amount, options.currency, options.language);
  const body = t.body(options.plan, amount);
  const footer = MAIL_FOOTER[options.language];
  const text = [t.greeting(options.name), '', body, '', t.action, options.dashboardUrl, '', '—', footer].join(
    '\n',
  );
  const html = htmlDocument(
    options.language,
    t.subject,
    `<p style="margin-top:0">${escapeHtml(t.greeting(options.name))}</p><p>${escapeHtml(body)}</p>
<p>${escapeHtml(t.action)} ${htmlLink(options.dashboardUrl)}</p>${htmlFooter(options.language)}`,
  );
  return { to: options.to, subject: t.subject, text, html, language: options.language };
}
