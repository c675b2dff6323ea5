import type { Catalogue } from './catalogue';

/** Audiences. */
export const AUDIENCE_MESSAGES = {
  'audiences.saved': {
    en: 'Audience saved successfully',
    es: 'Audiencia guardada con éxito',
    pt: 'Público salvo com sucesso',
  },
  'audiences.removed': {
    en: 'Audience removed successfully',
    es: 'Audiencia eliminada con éxito',
    pt: 'Público removido com sucesso',
  },
  'audiences.saveFailed': {
    en: 'The audience could not be saved, please try again later',
    es: 'No se pudo guardar la audiencia, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível salvar o público, por favor tente novamente mais tarde',
  },
  'audiences.alreadyExists': {
    en: 'You already have an audience with this name',
    es: 'Ya tienes una audiencia con este nombre',
    pt: 'Você já tem um público com este nome',
  },
  'audiences.deleteFailed': {
    en: 'The audience could not be removed, please try again later',
    es: 'No se pudo eliminar la audiencia, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível remover o público, por favor tente novamente mais tarde',
  },
} as const satisfies Catalogue<'audiences'>;
