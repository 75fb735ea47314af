import {
  escapeHtml,
  htmlDocument,
  htmlFooter,
  htmlLink,
  MAIL_FOOTER,
  type MailLanguage as Language,
} from './layout';
import type { OutgoingMail } from './mailer';
import { formatMoney } from './payment-failed-mail';

const texts = {
  es: {
    subject: 'Hemos reembolsado una suscripción duplicada de Arcade ValueBets',
    greeting: (name: string) => `Hola, ${name}:`,
    paidTwice: (cancelled: string) =>
      `Se han pagado dos suscripciones a tu nombre a la vez (probablemente desde dos pestañas). Hemos cancelado la segunda, la del plan ${cancelled}, y no se te volverá a cobrar.`,
    refunded: (amount: string) =>
      `Te hemos devuelto su cargo de ${amount} a la misma tarjeta; según tu banco, puede tardar de 5 a 10 días en verse.`,
    notRefunded: 'Nuestro equipo revisará su cargo y te lo devolverá si procede.',
    kept: (plan: string) => `Tu plan ${plan} sigue activo, sin cambios.`,
    action: 'Puedes ver los dos pasos en «Pagos» de tu panel:',
  },
  en: {
    subject: 'We refunded a duplicate Arcade ValueBets subscription',
    greeting: (name: string) => `Hi ${name},`,
    paidTwice: (cancelled: string) =>
      `Two subscriptions in your name were paid at the same time (probably from two browser tabs). We cancelled the second one, the ${cancelled} plan, and it will not be charged again.`,
    refunded: (amount: string) =>
      `We refunded its charge of ${amount} to the same card; depending on your bank it may take 5 to 10 days to show.`,
    notRefunded: 'Our team will review its charge and refund it if it applies.',
    kept: (plan: string) => `Your ${plan} plan stays active, unchanged.`,
    action: 'Both steps are listed under "Payments" on your dashboard:',
  },
} as const;

/** The mail a subscriber gets when a second paid subscription of theirs was cancelled and refunded. */
export function duplicateRefundMail(options: {
  to: string;
  name: string;
  language: Language;
  /** The labels of the plan cancelled and of the plan kept (null: none kept). */
  cancelledPlan: string;
  keptPlan: string | null;
  refund: { amount: number; currency: string } | null;
  dashboardUrl: string;
}): OutgoingMail {
  const t = texts[options.language];
  const paragraphs = [
    t.paidTwice(options.cancelledPlan),
    options.refund
      ? t.refunded(formatMoney(options.refund.amount, options.refund.currency, options.language))
      : t.notRefunded,
    ...(options.keptPlan ? [t.kept(options.keptPlan)] : []),
  ];
  const footer = MAIL_FOOTER[options.language];
  const text = [
    t.greeting(options.name),
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    t.action,
    options.dashboardUrl,
    '',
    '—',
    footer,
  ].join('\n');
  const html = htmlDocument(
    options.language,
    t.subject,
    `<p style="margin-top:0">${escapeHtml(t.greeting(options.name))}</p>${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('')}
<p>${escapeHtml(t.action)} ${htmlLink(options.dashboardUrl)}</p>${htmlFooter(options.language)}`,
  );
  return { to: options.to, subject: t.subject, text, html, language: options.language };
}
