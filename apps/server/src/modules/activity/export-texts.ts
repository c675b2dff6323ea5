import type { Language } from '@adcontrol/domain/shared/enums';

/**
 * The activity file's headings and name, per language (decision 055). The object and action cells hold the words
 * the log's screen shows (the domain's `ACTIVITY_WORDS`, decision 034); the codes as recorded follow in the last
 * two columns, for a filter or a script that must not depend on the wording.
 */
export interface ActivityExportTexts {
  columns: readonly [
    id: string,
    date: string,
    accountId: string,
    accountEmail: string,
    actingAccountId: string,
    actingAccountEmail: string,
    entityType: string,
    entityId: string,
    entityName: string,
    action: string,
    ip: string,
    before: string,
    after: string,
    details: string,
    entityCode: string,
    actionCode: string,
  ];
  /** ASCII, as every browser keeps it: `actividad-2026-11-27.csv`. */
  fileName: string;
}

export const ACTIVITY_EXPORT_TEXTS: Record<Language, ActivityExportTexts> = {
  en: {
    columns: [
      'ID',
      'Date (UTC-3)',
      'Account ID',
      'Account e-mail',
      'Acting account ID',
      'Acting account e-mail',
      'Object',
      'Object ID',
      'Object name',
      'Action',
      'IP',
      'Before',
      'After',
      'Details',
      'Object code',
      'Action code',
    ],
    fileName: 'activity',
  },
  es: {
    columns: [
      'ID',
      'Fecha (UTC-3)',
      'ID de la cuenta',
      'E-mail de la cuenta',
      'ID de quien actuó',
      'E-mail de quien actuó',
      'Objeto',
      'ID del objeto',
      'Nombre del objeto',
      'Acción',
      'IP',
      'Antes',
      'Después',
      'Detalles',
      'Código del objeto',
      'Código de la acción',
    ],
    fileName: 'actividad',
  },
  pt: {
    columns: [
      'ID',
      'Data (UTC-3)',
      'ID da conta',
      'E-mail da conta',
      'ID de quem atuou',
      'E-mail de quem atuou',
      'Objeto',
      'ID do objeto',
      'Nome do objeto',
      'Ação',
      'IP',
      'Antes',
      'Depois',
      'Detalhes',
      'Código do objeto',
      'Código da ação',
    ],
    fileName: 'atividade',
  },
};
