import type { Catalogue } from './catalogue';

/** Signing in, accounts and the profile. */
export const ACCOUNT_MESSAGES = {
  'auth.invalidCredentials': {
    en: 'The email and/or password are incorrect',
    es: 'El correo electrónico y/o la contraseña son incorrectos',
    pt: 'O e-mail e/ou a senha estão incorretos',
  },
  'auth.emailExists': {
    en: 'This email already exists',
    es: 'Este correo electrónico ya existe',
    pt: 'Este e-mail já existe',
  },
  'auth.serverError': {
    en: 'Server error: {{message}}',
    es: 'Error del servidor: {{message}}',
    pt: 'Erro do servidor: {{message}}',
  },
  'auth.unknownServerError': {
    en: 'Unknown server error',
    es: 'Error desconocido del servidor',
    pt: 'Erro desconhecido do servidor',
  },
  'auth.signIntoAccountRefused': {
    en: 'You can not sign into this account',
    es: 'No puedes ingresar a esta cuenta',
    pt: 'Você não pode entrar nesta conta',
  },
  'auth.signIntoAccountFailed': {
    en: 'It has not been possible to enter the account of this user.',
    es: 'No fue posible ingresar a la cuenta de este usuario.',
    pt: 'Não foi possível entrar na conta deste usuário.',
  },
  'auth.currentPasswordIncorrect': {
    en: 'Current password incorrect',
    es: 'La contraseña actual es incorrecta',
    pt: 'A senha atual está incorreta',
  },
  'auth.confirmPasswordMismatch': {
    en: 'Confirm password does not match',
    es: 'La confirmación de la contraseña no coincide',
    pt: 'A confirmação da senha não confere',
  },
  'auth.passwordReset': {
    en: 'Your password has been reset',
    es: 'Tu contraseña fue restablecida',
    pt: 'Sua senha foi redefinida',
  },
  'auth.tooManyAttempts': {
    en: 'Too many attempts. Please try again in {{minutes}} minutes.',
    es: 'Demasiados intentos. Vuelve a intentarlo en {{minutes}} minutos.',
    pt: 'Muitas tentativas. Tente novamente em {{minutes}} minutos.',
  },
  'auth.linkInvalid': {
    en: 'This link is invalid or has expired',
    es: 'Este enlace no es válido o ha caducado',
    pt: 'Este link é inválido ou expirou',
  },
  'auth.confirmFirst': {
    en: 'Please confirm your e-mail address before signing in',
    es: 'Confirma tu correo electrónico antes de ingresar',
    pt: 'Confirme seu e-mail antes de entrar',
  },
  'accounts.created': {
    en: 'Account created successfully',
    es: 'Cuenta creada con éxito',
    pt: 'Conta criada com sucesso',
  },
  'accounts.updated': {
    en: 'Account updated successfully',
    es: 'Cuenta actualizada con éxito',
    pt: 'Conta atualizada com sucesso',
  },
  'accounts.deleted': {
    en: 'Account deleted successfully',
    es: 'Cuenta eliminada con éxito',
    pt: 'Conta excluída com sucesso',
  },
  'accounts.deleteFailed': {
    en: 'Unexpected error when trying to delete account',
    es: 'Error inesperado al intentar eliminar la cuenta',
    pt: 'Erro inesperado ao tentar excluir a conta',
  },
  'accounts.advertiserLoadFailed': {
    en: 'Error while getting the advertiser',
    es: 'Error al obtener el anunciante',
    pt: 'Erro ao obter o anunciante',
  },
  'profile.updated': {
    en: 'Profile updated successfully',
    es: 'Perfil actualizado con éxito',
    pt: 'Perfil atualizado com sucesso',
  },
} as const satisfies Catalogue<'auth' | 'accounts' | 'profile'>;
