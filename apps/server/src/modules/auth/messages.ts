import type { Language } from '../../lib/request-language';

/** Texts the auth endpoints answer with, in the caller's language (the web shows them in toasts). */
const messages = {
  es: {
    signedUp: 'Cuenta creada correctamente. Tienes 1 pick gratuito disponible',
    signedUpWithoutFreePick: 'Cuenta creada correctamente',
    loggedIn: 'Has iniciado sesión correctamente',
    loggedOut: 'Has cerrado sesión correctamente',
    codeSent:
      'Si existe una cuenta con ese email, te hemos enviado un código de 6 dígitos. Revisa tu correo.',
    passwordReset: 'Ya puedes iniciar sesión con tu nueva contraseña',
    emailVerified: 'Email verificado correctamente',
    verificationSent: 'Si la cuenta existe y no está verificada, te hemos enviado un código nuevo.',
    invalidCredentials: 'Email o contraseña incorrectos',
    emailTaken: 'Ya existe una cuenta con ese email',
    invalidCode: 'Código inválido o expirado',
    passwordTooCommon: 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.',
    ageNotConfirmed: 'Debes tener 18 años o más para crear una cuenta',
  },
  en: {
    signedUp: 'Account created successfully. You have 1 free pick available',
    signedUpWithoutFreePick: 'Account created successfully',
    loggedIn: 'Successfully logged in',
    loggedOut: 'Successfully logged out',
    codeSent: 'If an account exists for that email, we have sent it a 6-digit code. Check your inbox.',
    passwordReset: 'You can now log in with your new password',
    emailVerified: 'Email verified successfully',
    verificationSent: 'If the account exists and is not verified yet, we have sent it a new code.',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with that email already exists',
    invalidCode: 'Invalid or expired code',
    passwordTooCommon: 'That password is too common. Choose one that is harder to guess.',
    ageNotConfirmed: 'You must be 18 or older to create an account',
  },
} as const;

type AuthMessage = keyof (typeof messages)['en'];

export function authMessage(language: Language, key: AuthMessage): string {
  return messages[language][key];
}
