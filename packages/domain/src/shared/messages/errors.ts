import type { Catalogue } from './catalogue';

/** Each error code's own words, and the things an answer can say it did not find. */
export const ERROR_MESSAGES = {
  'errors.badRequest': {
    en: 'The request could not be processed, please check what you entered',
    es: 'No se pudo procesar la solicitud, por favor revisa lo que ingresaste',
    pt: 'Não foi possível processar a solicitação, por favor verifique o que você informou',
  },
  'errors.validationFailed': {
    en: 'Some of the data is not valid, please check it',
    es: 'Algunos datos no son válidos, por favor revísalos',
    pt: 'Alguns dados não são válidos, por favor verifique-os',
  },
  'errors.malformedJson': {
    en: 'The request could not be read, please reload the page',
    es: 'No se pudo leer la solicitud, por favor recarga la página',
    pt: 'Não foi possível ler a solicitação, por favor recarregue a página',
  },
  'errors.unauthenticated': {
    en: 'Your session has ended, please sign in again',
    es: 'Tu sesión terminó, por favor ingresa de nuevo',
    pt: 'Sua sessão terminou, por favor entre novamente',
  },
  'errors.tokenExpired': {
    en: 'Your session has expired, please sign in again',
    es: 'Tu sesión caducó, por favor ingresa de nuevo',
    pt: 'Sua sessão expirou, por favor entre novamente',
  },
  'errors.forbidden': {
    en: 'You are not allowed to do this',
    es: 'No tienes permiso para hacer esto',
    pt: 'Você não tem permissão para fazer isso',
  },
  'errors.notFound': {
    en: 'This item does not exist or is no longer available',
    es: 'Este elemento no existe o ya no está disponible',
    pt: 'Este item não existe ou não está mais disponível',
  },
  'errors.conflict': {
    en: 'This change clashes with the current data, please reload and try again',
    es: 'Este cambio choca con los datos actuales, por favor recarga e intenta de nuevo',
    pt: 'Esta alteração conflita com os dados atuais, por favor recarregue e tente novamente',
  },
  'errors.payloadTooLarge': {
    en: 'What you sent is too large',
    es: 'Lo que enviaste es demasiado grande',
    pt: 'O que você enviou é grande demais',
  },
  'errors.tooManyRequests': {
    en: 'Too many attempts. Please try again later.',
    es: 'Demasiados intentos. Por favor intenta de nuevo más tarde.',
    pt: 'Muitas tentativas. Por favor tente novamente mais tarde.',
  },
  'errors.notImplemented': {
    en: 'This function is not available yet',
    es: 'Esta función aún no está disponible',
    pt: 'Esta função ainda não está disponível',
  },
  'errors.upstreamUnavailable': {
    en: 'A service this needs is not answering, please try again later',
    es: 'Un servicio necesario no responde, por favor intenta de nuevo más tarde',
    pt: 'Um serviço necessário não está respondendo, por favor tente novamente mais tarde',
  },
  'errors.campaignNotFound': {
    en: 'Campaign not found',
    es: 'No se encontró la campaña',
    pt: 'Campanha não encontrada',
  },
  'errors.audienceNotFound': {
    en: 'Audience not found',
    es: 'No se encontró la audiencia',
    pt: 'Público não encontrado',
  },
  'errors.accountNotFound': {
    en: 'Account not found',
    es: 'No se encontró la cuenta',
    pt: 'Conta não encontrada',
  },
  'errors.advertiserNotFound': {
    en: 'Advertiser not found',
    es: 'No se encontró el anunciante',
    pt: 'Anunciante não encontrado',
  },
  'errors.creativeNotFound': {
    en: 'Creative not found',
    es: 'No se encontró la creatividad',
    pt: 'Criativo não encontrado',
  },
  'errors.paymentNotFound': {
    en: 'Payment not found',
    es: 'No se encontró el pago',
    pt: 'Pagamento não encontrado',
  },
  'errors.paymentMethodNotFound': {
    en: 'Payment method not found',
    es: 'No se encontró el medio de pago',
    pt: 'Meio de pagamento não encontrado',
  },
  'errors.scheduledReportNotFound': {
    en: 'Scheduled report not found',
    es: 'No se encontró el reporte programado',
    pt: 'Relatório agendado não encontrado',
  },
  'errors.presentationNotFound': {
    en: 'Presentation not found',
    es: 'No se encontró la presentación',
    pt: 'Apresentação não encontrada',
  },
  'errors.paymentMethodExists': {
    en: 'A payment method with this name already exists',
    es: 'Ya existe un medio de pago con este nombre',
    pt: 'Já existe um meio de pagamento com este nome',
  },
  'errors.mailFailed': {
    en: 'The e-mail could not be sent, please try again later',
    es: 'No se pudo enviar el correo, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível enviar o e-mail, por favor tente novamente mais tarde',
  },
  'errors.adminsOnly': {
    en: 'Only admins may do this',
    es: 'Solo los administradores pueden hacer esto',
    pt: 'Só administradores podem fazer isso',
  },
  'errors.changeNotFound': {
    en: 'Change not found',
    es: 'No se encontró el cambio',
    pt: 'Alteração não encontrada',
  },
  'errors.dealNotFound': {
    en: 'Deal not found',
    es: 'No se encontró el acuerdo',
    pt: 'Acordo não encontrado',
  },
  'errors.fileNotFound': {
    en: 'File not found',
    es: 'No se encontró el archivo',
    pt: 'Arquivo não encontrado',
  },
  'errors.rangeOutsideFile': {
    en: 'The requested range is outside the file',
    es: 'El rango pedido está fuera del archivo',
    pt: 'O intervalo pedido está fora do arquivo',
  },
} as const satisfies Catalogue<'errors'>;
