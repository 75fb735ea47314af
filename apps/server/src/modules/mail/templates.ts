import type { OutgoingMail } from './mailer';

type Language = 'es' | 'en';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const texts = {
  es: {
    verifySubject: 'Tu código de verificación de Arcade ValueBets',
    verifyIntro: 'Usa este código para verificar tu email:',
    resetSubject: 'Tu código para restablecer la contraseña',
    resetIntro: 'Usa este código para crear una contraseña nueva:',
    greeting: (name: string) => `Hola, ${name}:`,
    expiry: 'El código caduca en 15 minutos. Si no lo has pedido tú, ignora este mensaje.',
    footer: 'Solo para mayores de 18 años. Juega con responsabilidad: jugarbien.es',
  },
  en: {
    verifySubject: 'Your Arcade ValueBets verification code',
    verifyIntro: 'Use this code to verify your email:',
    resetSubject: 'Your password reset code',
    resetIntro: 'Use this code to set a new password:',
    greeting: (name: string) => `Hi ${name},`,
    expiry: 'The code expires in 15 minutes. If you did not ask for it, ignore this message.',
    footer: '18+ only. Gamble responsibly: begambleaware.org',
  },
} as const;

function codeMail(
  kind: 'verify' | 'reset',
  to: string,
  name: string,
  code: string,
  language: Language,
): OutgoingMail {
  const t = texts[language];
  const subject = kind === 'verify' ? t.verifySubject : t.resetSubject;
  const intro = kind === 'verify' ? t.verifyIntro : t.resetIntro;
  const text = [t.greeting(name), '', intro, '', code, '', t.expiry, '', '—', t.footer].join('\n');
  const html = `<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${code}</p>
<p>${escapeHtml(t.expiry)}</p><hr><p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p>`;
  return { to, subject, text, html, language };
}

export const verificationCodeMail = (to: string, name: string, code: string, language: Language) =>
  codeMail('verify', to, name, code, language);

export const passwordResetMail = (to: string, name: string, code: string, language: Language) =>
  codeMail('reset', to, name, code, language);
