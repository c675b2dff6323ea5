import type { Catalogue } from './catalogue';

/** Words any screen may say: connection, unexpected failures, limits, places. */
export const COMMON_MESSAGES = {
  'common.somethingWentWrong': {
    en: 'Something wet wrong',
    es: 'Algo salió mal',
    pt: 'Algo deu errado',
  },
  'common.offline': {
    en: 'Please, check your network connection',
    es: 'Por favor, revisa tu conexión a internet',
    pt: 'Por favor, verifique sua conexão com a internet',
  },
  'common.unexpectedTryLater': {
    en: 'Unexpected error, please try again later',
    es: 'Error inesperado, por favor intenta de nuevo más tarde',
    pt: 'Erro inesperado, por favor tente novamente mais tarde',
  },
  'common.unexpectedReload': {
    en: 'Unexpected error, please reload page',
    es: 'Error inesperado, por favor recarga la página',
    pt: 'Erro inesperado, por favor recarregue a página',
  },
  'common.tooManyItems': {
    en: 'You have exceeded the limit of allowed items.',
    es: 'Superaste el límite de elementos permitidos.',
    pt: 'Você excedeu o limite de itens permitidos.',
  },
  'common.tooManyRequests': {
    en: 'Too many requests. Please try again in {{seconds}} seconds.',
    es: 'Demasiadas solicitudes. Vuelve a intentarlo en {{seconds}} segundos.',
    pt: 'Muitas solicitações. Tente novamente em {{seconds}} segundos.',
  },
  'maps.locationUnavailable': {
    en: 'Unable to retrieve location. Please try again later.',
    es: 'No se pudo obtener la ubicación. Por favor intenta de nuevo más tarde.',
    pt: 'Não foi possível obter a localização. Por favor tente novamente mais tarde.',
  },
} as const satisfies Catalogue<'common' | 'maps'>;
