import type { Language } from '../../lib/request-language';

/** Texts the account endpoints answer with, in the caller's language (the web shows them in toasts). */
const messages = {
  es: {
    passwordChanged: 'Contraseña cambiada. Las demás sesiones se han cerrado y te hemos enviado un email.',
    codeSent: (address: string) =>
      `Te hemos enviado un código a ${address}. Escríbelo aquí para cambiar tu email.`,
    accountDeleted: 'Tu cuenta se ha eliminado. Gracias por habernos acompañado.',
  },
  en: {
    passwordChanged: 'Password changed. Your other sessions were signed out and we have sent you an email.',
    codeSent: (address: string) => `We have sent a code to ${address}. Type it here to change your email.`,
    accountDeleted: 'Your account has been deleted. Thank you for having been with us.',
  },
} as const;

export function accountMessage(language: Language) {
  return messages[language];
}
