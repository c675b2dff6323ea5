import type { Language } from '@adcontrol/domain/shared/enums';

/** The activity file's headings and name, per language (decision 055). Codes (actions, kinds) stay as recorded. */
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
    ],
    fileName: 'atividade',
  },
};
