import type { Language } from '@adcontrol/domain/shared/enums';
import type { Mail } from './mailer';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const CONFIRMATION: Record<Language, Texts> = {
  en: {
    subject: 'Confirm your adcontrol account',
    greeting: (name) => `Hello ${name},`,
    body: 'Welcome to adcontrol. Confirm your e-mail address to start using your account:',
    action: 'Confirm my e-mail address',
    expiry: 'The link works once and for 7 days.',
    ignore: 'If you did not create an account, ignore this e-mail.',
  },
  es: {
    subject: 'Confirma tu cuenta de adcontrol',
    greeting: (name) => `Hola ${name}:`,
    body: 'Te damos la bienvenida a adcontrol. Confirma tu correo electrónico para empezar a usar tu cuenta:',
    action: 'Confirmar mi correo electrónico',
    expiry: 'El enlace funciona una sola vez y durante 7 días.',
    ignore: 'Si no creaste una cuenta, ignora este correo.',
  },
  pt: {
    subject: 'Confirme sua conta do adcontrol',
    greeting: (name) => `Olá, ${name}!`,
    body: 'Boas-vindas ao adcontrol. Confirme seu e-mail para começar a usar sua conta:',
    action: 'Confirmar meu e-mail',
    expiry: 'O link funciona uma única vez, durante 7 dias.',
    ignore: 'Se você não criou uma conta, ignore este e-mail.',
  },
};

const PASSWORD_RESET: Record<Language, Texts> = {
  en: {
    subject: 'Reset your adcontrol password',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone asked to reset the password of your adcontrol account. Choose a new one here:',
    action: 'Choose a new password',
    expiry: 'The link works once and for 1 hour.',
    ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de adcontrol',
    greeting: (name) => `Hola ${name}:`,
    body: 'Alguien pidió restablecer la contraseña de tu cuenta de adcontrol. Elige una nueva aquí:',
    action: 'Elegir una contraseña nueva',
    expiry: 'El enlace funciona una sola vez y durante 1 hora.',
    ignore: 'Si no fuiste tú, ignora este correo: tu contraseña sigue igual.',
  },
  pt: {
    subject: 'Redefina sua senha do adcontrol',
    greeting: (name) => `Olá, ${name}!`,
    body: 'Alguém pediu para redefinir a senha da sua conta do adcontrol. Escolha uma nova aqui:',
    action: 'Escolher uma nova senha',
    expiry: 'O link funciona uma única vez, durante 1 hora.',
    ignore: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  },
};

export interface Recipient {
  email: string;
  firstName: string | null;
  language: Language;
}

export function confirmationMail(recipient: Recipient, link: string): Mail {
  return compose(CONFIRMATION[recipient.language], recipient, link);
}

export function passwordResetMail(recipient: Recipient, link: string): Mail {
  return compose(PASSWORD_RESET[recipient.language], recipient, link);
}

function compose(texts: Texts, recipient: Recipient, link: string): Mail {
  const name = recipient.firstName?.trim() || recipient.email;
  const text = [texts.greeting(name), '', texts.body, '', link, '', texts.expiry, texts.ignore, ''].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${recipient.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1565c0;color:#fff;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(texts.expiry)} ${escapeHtml(texts.ignore)}</p>
</body></html>
`;
  return { to: recipient.email, subject: texts.subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
