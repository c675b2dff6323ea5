import type { Catalogue } from './catalogue';

/** Payments, exchange deals, delivery servers, reports and presentations: the business tools' refusals. */
export const BUSINESS_MESSAGES = {
  'payments.advertiserNotYours': {
    en: 'This advertiser is not one of yours',
    es: 'Este anunciante no es uno de los tuyos',
    pt: 'Este anunciante não é um dos seus',
  },
  'payments.paidInFuture': {
    en: 'The payment day can not be in the future',
    es: 'El día del pago no puede ser futuro',
    pt: 'O dia do pagamento não pode ser futuro',
  },
  'payments.campaignsOfAdvertiser': {
    en: "The campaigns must be of the payment's advertiser",
    es: 'Las campañas deben ser del anunciante del pago',
    pt: 'As campanhas devem ser do anunciante do pagamento',
  },
  'payments.campaignsCurrency': {
    en: "The campaigns must be in the payment's currency ({{currency}})",
    es: 'Las campañas deben estar en la moneda del pago ({{currency}})',
    pt: 'As campanhas devem estar na moeda do pagamento ({{currency}})',
  },
  'payments.methodInactive': {
    en: 'Choose an active payment method',
    es: 'Elige un medio de pago activo',
    pt: 'Escolha um meio de pagamento ativo',
  },
  'payments.reviewAdminsOnly': {
    en: 'Only admins approve or reject payments',
    es: 'Solo los administradores aprueban o rechazan pagos',
    pt: 'Só administradores aprovam ou rejeitam pagamentos',
  },
  'payments.alreadyInStatus': {
    en: 'The payment already has this status',
    es: 'El pago ya tiene este estado',
    pt: 'O pagamento já está neste status',
  },
  'payments.noProof': {
    en: 'This payment has no proof of payment',
    es: 'Este pago no tiene comprobante',
    pt: 'Este pagamento não tem comprovante',
  },
  'deals.cannotPause': {
    en: 'This deal cannot be paused in its current status',
    es: 'Este acuerdo no se puede pausar en su estado actual',
    pt: 'Este acordo não pode ser pausado no status atual',
  },
  'deals.cannotActivate': {
    en: 'This deal cannot be activated in its current status',
    es: 'Este acuerdo no se puede activar en su estado actual',
    pt: 'Este acordo não pode ser ativado no status atual',
  },
  'deals.exchangeUnavailable': {
    en: 'The exchange could not be reached, please try again later',
    es: 'No se pudo contactar al exchange, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível contatar o exchange, por favor tente novamente mais tarde',
  },
  'delivery.notLinkedTo': {
    en: 'The campaign is not linked to {{server}}',
    es: 'La campaña no está vinculada a {{server}}',
    pt: 'A campanha não está vinculada a {{server}}',
  },
  'delivery.clicksOverImpressions': {
    en: 'Clicks must not be more than impressions',
    es: 'Los clics no pueden ser más que las impresiones',
    pt: 'Os cliques não podem ser mais que as impressões',
  },
  'delivery.onlyRefusedChange': {
    en: 'Only a change its server refused can be retried or dropped',
    es: 'Solo se puede reintentar o descartar un cambio que su servidor rechazó',
    pt: 'Só é possível tentar novamente ou descartar uma alteração que o servidor recusou',
  },
  'reports.notShared': {
    en: 'This report is not shared with the advertiser',
    es: 'Este reporte no está compartido con el anunciante',
    pt: 'Este relatório não está compartilhado com o anunciante',
  },
  'reports.alreadyScheduled': {
    en: 'This report is already scheduled with the same format, day and language',
    es: 'Este reporte ya está programado con el mismo formato, día e idioma',
    pt: 'Este relatório já está agendado com o mesmo formato, dia e idioma',
  },
  'reports.alreadyScheduledPaused': {
    en: 'This report is already scheduled with the same format, day and language, and paused: resume it',
    es: 'Este reporte ya está programado con el mismo formato, día e idioma, y está en pausa: reanúdalo',
    pt: 'Este relatório já está agendado com o mesmo formato, dia e idioma, e está pausado: retome-o',
  },
  'presentations.severalAdvertisers': {
    en: 'The campaigns must all be of one advertiser, as a deck goes to one client',
    es: 'Las campañas deben ser todas de un mismo anunciante, ya que una presentación va a un solo cliente',
    pt: 'As campanhas devem ser todas de um mesmo anunciante, pois uma apresentação vai para um só cliente',
  },
  'presentations.noCampaigns': {
    en: 'The advertiser has no campaigns in this period',
    es: 'El anunciante no tiene campañas en este período',
    pt: 'O anunciante não tem campanhas neste período',
  },
  'presentations.notReady': {
    en: 'The presentation is not ready yet',
    es: 'La presentación aún no está lista',
    pt: 'A apresentação ainda não está pronta',
  },
  'presentations.adminsOnly': {
    en: 'Only an admin may generate presentations',
    es: 'Solo un administrador puede generar presentaciones',
    pt: 'Só um administrador pode gerar apresentações',
  },
  'presentations.advertiserOrCampaigns': {
    en: 'Choose an advertiser or campaigns, not both',
    es: 'Elige un anunciante o campañas, no ambos',
    pt: 'Escolha um anunciante ou campanhas, não ambos',
  },
  'reports.dayOutOfRange': {
    en: 'Choose a day from 1 to {{max}}',
    es: 'Elige un día de 1 a {{max}}',
    pt: 'Escolha um dia de 1 a {{max}}',
  },
  'delivery.splitNeedsBoth': {
    en: 'Splitting goes over both sources: choose all sources or none',
    es: 'La división abarca ambas fuentes: elige todas las fuentes o ninguna',
    pt: 'A divisão abrange as duas fontes: escolha todas as fontes ou nenhuma',
  },
  'delivery.bothSourcesNeedCapping': {
    en: 'Set the capping of both sources, or split the total',
    es: 'Define el capping de ambas fuentes, o divide el total',
    pt: 'Defina o capping das duas fontes, ou divida o total',
  },
} as const satisfies Catalogue<'payments' | 'deals' | 'delivery' | 'reports' | 'presentations'>;
