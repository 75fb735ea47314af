import type { MailLanguage as Language } from './layout';
import type { OutgoingMail } from './mailer';
import { noticeMail } from './notice-mail';

const texts = {
  es: {
    subject: 'El email de tu cuenta de Arcade ValueBets ha cambiado',
    greeting: (name: string) => `Hola, ${name}:`,
    body: (address: string) =>
      `El email de tu cuenta es ahora ${address}. Esta dirección ya no sirve para iniciar sesión ni recibe nuestros mensajes.`,
    notYou:
      'Si no has sido tú, alguien ha entrado en tu cuenta: responde a este mensaje para que te ayudemos a recuperarla.',
  },
  en: {
    subject: 'The email of your Arcade ValueBets account has changed',
    greeting: (name: string) => `Hi ${name},`,
    body: (address: string) =>
      `Your account's email is now ${address}. This address no longer signs in and will not receive our messages.`,
    notYou:
      'If this was not you, someone has got into your account: reply to this message and we will help you get it back.',
  },
} as const;

/** Told to the old address once the account has moved to a new one. */
export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
  language: Language;
}): OutgoingMail {
  const t = texts[options.language];
  return noticeMail({
    to: options.to,
    language: options.language,
    subject: t.subject,
    greeting: t.greeting(options.name),
    paragraphs: [t.body(options.newEmail), t.notYou],
  });
}
