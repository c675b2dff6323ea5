import type { Language } from '@adcontrol/domain/shared/enums';

/** The audience file's words, per language (decision 055); the filters and options stay JSON. */
export interface AudienceExportTexts {
  audience: string;
  id: string;
  filters: string;
  options: string;
  people: string;
  countedAs: string;
  countedMultiplied: string;
  countedIgnoringMultiplier: string;
  devices: string;
  exportedAt: string;
  deviceId: string;
  /** ASCII, as every browser keeps it: `publico-12-mujeres.csv`. */
  fileName: string;
}

export const AUDIENCE_EXPORT_TEXTS: Record<Language, AudienceExportTexts> = {
  en: {
    audience: 'Audience',
    id: 'ID',
    filters: 'Filters',
    options: 'Options',
    people: 'People reached (estimate)',
    countedAs: 'How it is counted',
    countedMultiplied:
      "estimated people reached = the matching devices listed below × their country's multiplier",
    countedIgnoringMultiplier: 'the matching devices listed below (this audience ignores the multiplier)',
    devices: 'Device ids in the file',
    exportedAt: 'Exported at',
    deviceId: 'Device ID',
    fileName: 'audience',
  },
  es: {
    audience: 'Audiencia',
    id: 'ID',
    filters: 'Filtros',
    options: 'Opciones',
    people: 'Personas alcanzadas (estimación)',
    countedAs: 'Cómo se cuenta',
    countedMultiplied:
      'personas alcanzadas estimadas = los dispositivos listados abajo × el multiplicador de su país',
    countedIgnoringMultiplier: 'los dispositivos listados abajo (esta audiencia ignora el multiplicador)',
    devices: 'Ids de dispositivo en el archivo',
    exportedAt: 'Exportada el',
    deviceId: 'ID de dispositivo',
    fileName: 'audiencia',
  },
  pt: {
    audience: 'Público',
    id: 'ID',
    filters: 'Filtros',
    options: 'Opções',
    people: 'Pessoas alcançadas (estimativa)',
    countedAs: 'Como é contado',
    countedMultiplied:
      'pessoas alcançadas estimadas = os dispositivos listados abaixo × o multiplicador do seu país',
    countedIgnoringMultiplier: 'os dispositivos listados abaixo (este público ignora o multiplicador)',
    devices: 'Ids de dispositivo no arquivo',
    exportedAt: 'Exportado em',
    deviceId: 'ID do dispositivo',
    fileName: 'publico',
  },
};
