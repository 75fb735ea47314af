import { escapeHtml, htmlDocument, htmlFooter, MAIL_FOOTER, type MailLanguage as Language } from './layout';
import type { OutgoingMail } from './mailer';

const texts = {
  es: {
    verifySubject: 'Tu código de verificación de Arcade ValueBets',
    verifyIntro: 'Usa este código para verificar tu email:',
    resetSubject: 'Tu código para restablecer la contraseña',
    resetIntro: 'Usa este código para crear una contraseña nueva:',
    changeSubject: 'Confirma el nuevo email de tu cuenta de Arcade ValueBets',
    changeIntro: 'Usa este código para que esta dirección sea el email de tu cuenta:',
    greeting: (name: string) => `Hola, ${name}:`,
    expiry: 'El código caduca en 15 minutos. Si no lo has pedido tú, ignora este mensaje.',
  },
  en: {
    verifySubject: 'Your Arcade ValueBets verification code',
    verifyIntro: 'Use this code to verify your email:',
    resetSubject: 'Your password reset code',
    resetIntro: 'Use this code to set a new password:',
    changeSubject: 'Confirm the new email of your Arcade ValueBets account',
    changeIntro: "Use this code to make this address your account's email:",
    greeting: (name: string) => `Hi ${name},`,
    expiry: 'The code expires in 15 minutes. If you did not ask for it, ignore this message.',
  },
} as const;

type CodeKind = 'verify' | 'reset' | 'change';

function codeMail(kind: CodeKind, to: string, name: string, code: string, language: Language): OutgoingMail {
  const t = texts[language];
  const subject = t[`${kind}Subject`];
  const intro = t[`${kind}Intro`];
  const text = [t.greeting(name), '', intro, '', code, '', t.expiry, '', '—', MAIL_FOOTER[language]].join(
    '\n',
  );
  const html = htmlDocument(
    language,
    subject,
    `<p style="margin-top:0">${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${code}</p>
<p>${escapeHtml(t.expiry)}</p>${htmlFooter(language)}`,
  );
  return { to, subject, text, html, language };
}

export const verificationCodeMail = (to: string, name: string, code: string, language: Language) =>
  codeMail('verify', to, name, code, language);

export const passwordResetMail = (to: string, name: string, code: string, language: Language) =>
  codeMail('reset', to, name, code, language);

/** Sent to the new address a signed-in person asked to move their account to. */
export const emailChangeCodeMail = (to: string, name: string, code: string, language: Language) =>
  codeMail('change', to, name, code, language);
