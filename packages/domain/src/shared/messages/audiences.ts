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
  'audiences.analystsOwnOnly': {
    en: 'Analysts can only change their own audiences',
    es: 'Los analistas solo pueden modificar sus propias audiencias',
    pt: 'Analistas só podem alterar seus próprios públicos',
  },
  'audiences.multiplierAdminsOnly': {
    en: 'Only admins can ignore the multiplier',
    es: 'Solo los administradores pueden ignorar el multiplicador',
    pt: 'Só administradores podem ignorar o multiplicador',
  },
  'audiences.exportUnavailable': {
    en: 'Audience exports are not available right now',
    es: 'Las exportaciones de audiencias no están disponibles en este momento',
    pt: 'As exportações de públicos não estão disponíveis no momento',
  },
  'audiences.countUnavailable': {
    en: 'Audience counts are not available right now',
    es: 'Los conteos de audiencias no están disponibles en este momento',
    pt: 'As contagens de públicos não estão disponíveis no momento',
  },
  'audiences.sheetMissing': {
    en: 'The file has no sheet',
    es: 'El archivo no tiene ninguna hoja',
    pt: 'O arquivo não tem nenhuma planilha',
  },
  'audiences.sheetNoRows': {
    en: 'The sheet has no rows of points below its header',
    es: 'La hoja no tiene filas de puntos debajo del encabezado',
    pt: 'A planilha não tem linhas de pontos abaixo do cabeçalho',
  },
  'audiences.sheetTooManyRows': {
    en: 'A sheet may hold at most {{max}} points (this one has {{rows}})',
    es: 'Una hoja puede tener como máximo {{max}} puntos (esta tiene {{rows}})',
    pt: 'Uma planilha pode ter no máximo {{max}} pontos (esta tem {{rows}})',
  },
  'audiences.sheetMissingColumns': {
    en: 'The first row must name the columns {{columns}}; missing: {{missing}}',
    es: 'La primera fila debe nombrar las columnas {{columns}}; faltan: {{missing}}',
    pt: 'A primeira linha deve nomear as colunas {{columns}}; faltam: {{missing}}',
  },
  'audiences.pointNeedsCenter': {
    en: 'A point or location needs its center',
    es: 'Un punto o ubicación necesita su centro',
    pt: 'Um ponto ou localização precisa do seu centro',
  },
  'audiences.countryNeedsCode': {
    en: 'A country needs its country code',
    es: 'Un país necesita su código de país',
    pt: 'Um país precisa do seu código de país',
  },
  'audiences.batteryRange': {
    en: 'The minimum battery must not exceed the maximum',
    es: 'La batería mínima no puede superar la máxima',
    pt: 'A bateria mínima não pode exceder a máxima',
  },
} as const satisfies Catalogue<'audiences'>;
