import type { MailLanguage as Language } from './layout';
import type { OutgoingMail } from './mailer';
import { noticeMail } from './notice-mail';

const texts = {
  es: {
    subject: 'La contraseña de tu cuenta de Arcade ValueBets ha cambiado',
    greeting: (name: string) => `Hola, ${name}:`,
    body: 'Acabas de cambiar la contraseña de tu cuenta. Las demás sesiones abiertas se han cerrado; la que usaste sigue abierta.',
    notYou:
      'Si no has sido tú, alguien conoce tu contraseña: pide ahora un código para crear otra nueva (se cerrarán todas las sesiones) y revisa tus sesiones en «Mi cuenta».',
  },
  en: {
    subject: 'Your Arcade ValueBets password has changed',
    greeting: (name: string) => `Hi ${name},`,
    body: 'You have just changed your account password. Your other open sessions were signed out; the one you used stays open.',
    notYou:
      'If this was not you, someone knows your password: ask for a code to set a new one now (every session will end) and check your sessions under "My account".',
  },
} as const;

/** Told to the account's address when its password was changed while signed in. */
export function passwordChangedMail(options: {
  to: string;
  name: string;
  language: Language;
  /** The page that sends a reset code. */
  forgotPasswordUrl: string;
}): OutgoingMail {
  const t = texts[options.language];
  return noticeMail({
    to: options.to,
    language: options.language,
    subject: t.subject,
    greeting: t.greeting(options.name),
    paragraphs: [t.body, t.notYou],
    link: options.forgotPasswordUrl,
  });
}
