import type { Catalogue } from './catalogue';

/** Campaigns, their status, capping and the optimiser. */
export const CAMPAIGN_MESSAGES = {
  'campaigns.loadFailed': {
    en: 'Unexpected error gettting campaigns!',
    es: '¡Error inesperado al obtener las campañas!',
    pt: 'Erro inesperado ao obter as campanhas!',
  },
  'campaigns.reportFailed': {
    en: 'Error trying to generate the report.',
    es: 'Error al intentar generar el reporte.',
    pt: 'Erro ao tentar gerar o relatório.',
  },
  'campaigns.alreadyExists': {
    en: 'Campaign already exists',
    es: 'La campaña ya existe',
    pt: 'A campanha já existe',
  },
  'campaigns.needsBannerInterstitialOrVideo': {
    en: 'You must add at least one banner, interstitial or video',
    es: 'Debes agregar al menos un banner, intersticial o video',
    pt: 'Você deve adicionar pelo menos um banner, intersticial ou vídeo',
  },
  'campaigns.needsPushOrVideo': {
    en: 'You must add at least one push or video',
    es: 'Debes agregar al menos un push o video',
    pt: 'Você deve adicionar pelo menos um push ou vídeo',
  },
  'campaigns.creativesInvalid': {
    en: 'Banners/Interstitials/Videos Invalid, please complete all required fields',
    es: 'Banners/Intersticiales/Videos inválidos, por favor completa todos los campos obligatorios',
    pt: 'Banners/Intersticiais/Vídeos inválidos, por favor preencha todos os campos obrigatórios',
  },
  'campaigns.pushInvalid': {
    en: 'Push notifications invalid, please complete all required fields',
    es: 'Notificaciones push inválidas, por favor completa todos los campos obligatorios',
    pt: 'Notificações push inválidas, por favor preencha todos os campos obrigatórios',
  },
  'campaigns.launchNeedsBannerOrInterstitial': {
    en: 'To launch it must have at least one banner or one interstitial',
    es: 'Para lanzarla debe tener al menos un banner o un intersticial',
    pt: 'Para lançá-la, ela deve ter pelo menos um banner ou um intersticial',
  },
  'campaigns.created': {
    en: 'Campaign created successfully',
    es: 'Campaña creada con éxito',
    pt: 'Campanha criada com sucesso',
  },
  'campaigns.updated': {
    en: 'Campaign updated successfully',
    es: 'Campaña actualizada con éxito',
    pt: 'Campanha atualizada com sucesso',
  },
  'campaigns.duplicated': {
    en: 'Campaign duplicated successfully',
    es: 'Campaña duplicada con éxito',
    pt: 'Campanha duplicada com sucesso',
  },
  'campaigns.removed': {
    en: 'Campaign removed successfully',
    es: 'Campaña eliminada con éxito',
    pt: 'Campanha removida com sucesso',
  },
  'campaigns.paused': {
    en: 'Campaign paused successfully',
    es: 'Campaña pausada con éxito',
    pt: 'Campanha pausada com sucesso',
  },
  'campaigns.activated': {
    en: 'Campaign activated successfully',
    es: 'Campaña activada con éxito',
    pt: 'Campanha ativada com sucesso',
  },
  'campaigns.linked': {
    en: 'Campaign linked successfully',
    es: 'Campaña vinculada con éxito',
    pt: 'Campanha vinculada com sucesso',
  },
  'campaigns.unlinked': {
    en: 'Campaign unlinked successfully',
    es: 'Campaña desvinculada con éxito',
    pt: 'Campanha desvinculada com sucesso',
  },
  'campaigns.saveFailed': {
    en: 'The campaign could not be saved, please try again later',
    es: 'No se pudo guardar la campaña, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível salvar a campanha, por favor tente novamente mais tarde',
  },
  'campaigns.deleteFailed': {
    en: 'The campaign could not be removed, please try again later',
    es: 'No se pudo eliminar la campaña, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível remover a campanha, por favor tente novamente mais tarde',
  },
  'campaigns.duplicateFailed': {
    en: 'The campaign could not be duplicated, please try again later',
    es: 'No se pudo duplicar la campaña, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível duplicar a campanha, por favor tente novamente mais tarde',
  },
  'campaigns.statusChangeFailed': {
    en: 'The campaign status could not be changed, please try again later',
    es: 'No se pudo cambiar el estado de la campaña, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível alterar o status da campanha, por favor tente novamente mais tarde',
  },
  'campaigns.linkFailed': {
    en: 'The campaign could not be linked, please try again later',
    es: 'No se pudo vincular la campaña, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível vincular a campanha, por favor tente novamente mais tarde',
  },
  'campaigns.unlinkFailed': {
    en: 'The campaign could not be unlinked, please try again later',
    es: 'No se pudo desvincular la campaña, por favor intenta de nuevo más tarde',
    pt: 'Não foi possível desvincular a campanha, por favor tente novamente mais tarde',
  },
  'campaigns.completed': {
    en: 'Campaign finished successfully',
    es: 'Campaña finalizada con éxito',
    pt: 'Campanha finalizada com sucesso',
  },
  'campaigns.canceled': {
    en: 'Campaign canceled successfully',
    es: 'Campaña cancelada con éxito',
    pt: 'Campanha cancelada com sucesso',
  },
  'campaigns.cannotPause': {
    en: 'Campaign "{{name}}" is {{status}} and cannot be paused',
    es: 'La campaña "{{name}}" está en {{status}} y no se puede pausar',
    pt: 'A campanha "{{name}}" está em {{status}} e não pode ser pausada',
  },
  'campaigns.cannotActivate': {
    en: 'Campaign "{{name}}" is {{status}} and cannot be activated',
    es: 'La campaña "{{name}}" está en {{status}} y no se puede activar',
    pt: 'A campanha "{{name}}" está em {{status}} e não pode ser ativada',
  },
  'campaigns.cannotComplete': {
    en: 'Campaign "{{name}}" is {{status}} and cannot be finished',
    es: 'La campaña "{{name}}" está en {{status}} y no se puede finalizar',
    pt: 'A campanha "{{name}}" está em {{status}} e não pode ser finalizada',
  },
  'campaigns.cannotCancel': {
    en: 'Campaign "{{name}}" is {{status}} and cannot be canceled',
    es: 'La campaña "{{name}}" está en {{status}} y no se puede cancelar',
    pt: 'A campanha "{{name}}" está em {{status}} e não pode ser cancelada',
  },
  'campaigns.endedCannotChange': {
    en: 'Campaign "{{name}}" ended on {{date}}: it can no longer be paused or activated',
    es: 'La campaña "{{name}}" terminó el {{date}}: ya no se puede pausar ni activar',
    pt: 'A campanha "{{name}}" terminou em {{date}}: não pode mais ser pausada nem ativada',
  },
  'campaigns.approvalIsAdmins': {
    en: 'Campaign "{{name}}" is pending approval: only an admin can pause or activate it',
    es: 'La campaña "{{name}}" está pendiente de aprobación: solo un administrador puede pausarla o activarla',
    pt: 'A campanha "{{name}}" está pendente de aprovação: só um administrador pode pausá-la ou ativá-la',
  },
  'campaigns.notStartedCannotComplete': {
    en: 'Campaign "{{name}}" has not started yet: cancel it instead of finishing it',
    es: 'La campaña "{{name}}" aún no comenzó: cancélala en lugar de finalizarla',
    pt: 'A campanha "{{name}}" ainda não começou: cancele-a em vez de finalizá-la',
  },
  'capping.updated': {
    en: 'Capping updated successfully',
    es: 'Capping actualizado con éxito',
    pt: 'Capping atualizado com sucesso',
  },
  'capping.updateFailed': {
    en: 'Unexpected error to try update the capping.',
    es: 'Error inesperado al intentar actualizar el capping.',
    pt: 'Erro inesperado ao tentar atualizar o capping.',
  },
  'optimizer.added': {
    en: 'Optimizer added successfully',
    es: 'Optimizador agregado con éxito',
    pt: 'Otimizador adicionado com sucesso',
  },
  'optimizer.edited': {
    en: 'Optimizer edited successfully',
    es: 'Optimizador editado con éxito',
    pt: 'Otimizador editado com sucesso',
  },
  'campaigns.accountNotYours': {
    en: 'You can not create campaigns for this account',
    es: 'No puedes crear campañas para esta cuenta',
    pt: 'Você não pode criar campanhas para esta conta',
  },
  'campaigns.advertiserOwnOnly': {
    en: 'An advertiser creates campaigns for its own account only',
    es: 'Un anunciante solo crea campañas para su propia cuenta',
    pt: 'Um anunciante só cria campanhas para a própria conta',
  },
  'campaigns.audienceNotYours': {
    en: 'You can not use this audience',
    es: 'No puedes usar esta audiencia',
    pt: 'Você não pode usar este público',
  },
  'campaigns.workOrderUnknown': {
    en: 'This work order was not uploaded here; upload it again',
    es: 'Esta orden de trabajo no se subió aquí; vuelve a subirla',
    pt: 'Esta ordem de serviço não foi enviada aqui; envie-a novamente',
  },
  'campaigns.creativeNotInCampaign': {
    en: 'This creative is not part of this campaign',
    es: 'Esta creatividad no es parte de esta campaña',
    pt: 'Este criativo não faz parte desta campanha',
  },
  'campaigns.videoAlone': {
    en: 'Send one video alone, or documents as work orders',
    es: 'Envía un video solo, o documentos como órdenes de trabajo',
    pt: 'Envie um vídeo sozinho, ou documentos como ordens de serviço',
  },
} as const satisfies Catalogue<'campaigns' | 'capping' | 'optimizer'>;
