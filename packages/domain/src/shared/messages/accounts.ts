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
  'auth.accountGone': {
    en: 'This account no longer exists',
    es: 'Esta cuenta ya no existe',
    pt: 'Esta conta não existe mais',
  },
  'auth.roleRefused': {
    en: 'Your role may not use this function',
    es: 'Tu rol no puede usar esta función',
    pt: 'Sua função não pode usar este recurso',
  },
  'auth.currentPasswordRequired': {
    en: 'Enter your current password to set a new one',
    es: 'Ingresa tu contraseña actual para definir una nueva',
    pt: 'Informe sua senha atual para definir uma nova',
  },
  'accounts.cannotDeleteOwn': {
    en: 'You can not delete your own account',
    es: 'No puedes eliminar tu propia cuenta',
    pt: 'Você não pode excluir sua própria conta',
  },
  'accounts.cannotDelete': {
    en: 'You can not delete this account',
    es: 'No puedes eliminar esta cuenta',
    pt: 'Você não pode excluir esta conta',
  },
  'accounts.stillOwns': {
    en: 'This account can not be deleted while it has {{campaigns}} campaigns and {{payments}} payments; remove or reassign them first',
    es: 'Esta cuenta no se puede eliminar mientras tenga {{campaigns}} campañas y {{payments}} pagos; elimínalos o reasígnalos primero',
    pt: 'Esta conta não pode ser excluída enquanto tiver {{campaigns}} campanhas e {{payments}} pagamentos; remova-os ou reatribua-os primeiro',
  },
  'accounts.avatarUploadOnly': {
    en: 'Upload the picture from your profile',
    es: 'Sube la imagen desde tu perfil',
    pt: 'Envie a imagem pelo seu perfil',
  },
  'accounts.timezoneUnknown': {
    en: 'This is not a known time zone',
    es: 'Esta no es una zona horaria conocida',
    pt: 'Este não é um fuso horário conhecido',
  },
  'accounts.parentRequired': {
    en: 'An account with this role needs a parent account',
    es: 'Una cuenta con este rol necesita una cuenta superior',
    pt: 'Uma conta com esta função precisa de uma conta superior',
  },
  'accounts.parentNotFound': {
    en: 'The parent account does not exist',
    es: 'La cuenta superior no existe',
    pt: 'A conta superior não existe',
  },
  'accounts.parentIsItself': {
    en: 'An account can not hang below itself',
    es: 'Una cuenta no puede depender de sí misma',
    pt: 'Uma conta não pode ficar abaixo de si mesma',
  },
  'accounts.parentRoleRefused': {
    en: 'An account with this role can not hang under the chosen parent',
    es: 'Una cuenta con este rol no puede depender de la cuenta superior elegida',
    pt: 'Uma conta com esta função não pode ficar abaixo da conta superior escolhida',
  },
  'accounts.roleRefusedUnderParent': {
    en: "This role can not hang under the account's parent",
    es: 'Este rol no puede depender de la cuenta superior actual',
    pt: 'Esta função não pode ficar abaixo da conta superior atual',
  },
  'accounts.linkedAdvertisersSellersOnly': {
    en: 'Only sellers and super sellers have linked advertisers',
    es: 'Solo los vendedores y supervendedores tienen anunciantes vinculados',
    pt: 'Somente vendedores e supervendedores têm anunciantes vinculados',
  },
  'accounts.linkedAdvertiserNotFound': {
    en: 'Advertiser {{id}} does not exist',
    es: 'El anunciante {{id}} no existe',
    pt: 'O anunciante {{id}} não existe',
  },
  'accounts.ownCountryOnly': {
    en: 'You can only manage accounts of your own country',
    es: 'Solo puedes gestionar cuentas de tu propio país',
    pt: 'Você só pode gerenciar contas do seu próprio país',
  },
  'accounts.cannotCreateRole': {
    en: 'You can not create an account with this role',
    es: 'No puedes crear una cuenta con este rol',
    pt: 'Você não pode criar uma conta com esta função',
  },
  'accounts.cannotRaiseOwnRole': {
    en: 'You can not raise your own role',
    es: 'No puedes elevar tu propio rol',
    pt: 'Você não pode elevar sua própria função',
  },
  'accounts.cannotMoveOwn': {
    en: 'You can not move your own account',
    es: 'No puedes mover tu propia cuenta',
    pt: 'Você não pode mover sua própria conta',
  },
  'accounts.cannotChangeOwnCountry': {
    en: 'You can not change your own country',
    es: 'No puedes cambiar tu propio país',
    pt: 'Você não pode alterar seu próprio país',
  },
  'accounts.cannotChange': {
    en: 'You can not change this account',
    es: 'No puedes modificar esta cuenta',
    pt: 'Você não pode alterar esta conta',
  },
  'accounts.cannotGiveRole': {
    en: 'You can not give an account this role',
    es: 'No puedes asignar este rol a una cuenta',
    pt: 'Você não pode atribuir esta função a uma conta',
  },
  'accounts.childrenBlockRole': {
    en: 'Accounts below this one can not hang under this role; move them first',
    es: 'Las cuentas que dependen de esta no pueden depender de este rol; muévelas primero',
    pt: 'As contas abaixo desta não podem ficar abaixo desta função; mova-as primeiro',
  },
} as const satisfies Catalogue<'auth' | 'accounts' | 'profile'>;
