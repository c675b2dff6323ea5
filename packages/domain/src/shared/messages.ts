import type { Language } from './enums';

/**
 * Every message a user can read, by key, in the three offered languages (SPEC 1, 5 and 8).
 * The English texts quoted by the SPEC are kept exactly, typos included ('Something wet wrong'),
 * because clients and tests of the network already match on them.
 * Placeholders use i18next's `{{name}}` syntax so the web can hand these texts to i18next unchanged.
 */
export const MESSAGES = {
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

  'creatives.videoGenerationFailed': {
    en: 'Error generating video',
    es: 'Error al generar el video',
    pt: 'Erro ao gerar o vídeo',
  },
  'creatives.htmlFetchFailed': {
    en: 'Error fetching HTML',
    es: 'Error al obtener el HTML',
    pt: 'Erro ao obter o HTML',
  },

  'files.uploadFailed': {
    en: 'Unexpected error uploading file, please try again',
    es: 'Error inesperado al subir el archivo, por favor intenta de nuevo',
    pt: 'Erro inesperado ao enviar o arquivo, por favor tente novamente',
  },
  'files.invalidFile': {
    en: 'Invalid file, please read the supported formats carefully.',
    es: 'Archivo inválido, por favor lee con atención los formatos admitidos.',
    pt: 'Arquivo inválido, por favor leia com atenção os formatos suportados.',
  },
  'files.invalidImage': {
    en: 'Invalid Image, please follow the instructions',
    es: 'Imagen inválida, por favor sigue las instrucciones',
    pt: 'Imagem inválida, por favor siga as instruções',
  },
  'files.invalidGif': {
    en: 'Invalid GIF format.',
    es: 'Formato GIF inválido.',
    pt: 'Formato GIF inválido.',
  },
  'files.tooLargeToRead': {
    en: 'This file is too large once opened. Please send a smaller file.',
    es: 'Este archivo es demasiado grande una vez abierto. Por favor envía un archivo más pequeño.',
    pt: 'Este arquivo é grande demais depois de aberto. Por favor envie um arquivo menor.',
  },

  'maps.locationUnavailable': {
    en: 'Unable to retrieve location. Please try again later.',
    es: 'No se pudo obtener la ubicación. Por favor intenta de nuevo más tarde.',
    pt: 'Não foi possível obter a localização. Por favor tente novamente mais tarde.',
  },

  'validation.required': {
    en: 'This field is required',
    es: 'Este campo es obligatorio',
    pt: 'Este campo é obrigatório',
  },
  'validation.nameInvalid': {
    en: 'Only letters, spaces and numbers are allowed',
    es: 'Solo se permiten letras, espacios y números',
    pt: 'Somente letras, espaços e números são permitidos',
  },
  'validation.pushTextTooLong': {
    en: 'Use at most 35 characters',
    es: 'Usa como máximo 35 caracteres',
    pt: 'Use no máximo 35 caracteres',
  },
  'validation.videoTooLong': {
    en: 'The video can last at most {{max}} seconds',
    es: 'El video puede durar como máximo {{max}} segundos',
    pt: 'O vídeo pode durar no máximo {{max}} segundos',
  },
  'validation.fileTooLarge': {
    en: 'The file exceeds the maximum size of {{max}} MB',
    es: 'El archivo supera el tamaño máximo de {{max}} MB',
    pt: 'O arquivo excede o tamanho máximo de {{max}} MB',
  },
  'validation.passwordTooShort': {
    en: 'The password must have at least 8 characters',
    es: 'La contraseña debe tener al menos 8 caracteres',
    pt: 'A senha deve ter pelo menos 8 caracteres',
  },
  'validation.hourInvalid': {
    en: 'Enter an hour from 0 to 23',
    es: 'Ingresa una hora de 0 a 23',
    pt: 'Informe uma hora de 0 a 23',
  },
  'validation.hourAlreadySelected': {
    en: 'This hour is already selected',
    es: 'Esta hora ya está seleccionada',
    pt: 'Este horário já está selecionado',
  },
  'validation.digitsOnly': {
    en: 'Only digits are allowed',
    es: 'Solo se permiten dígitos',
    pt: 'Somente dígitos são permitidos',
  },
  'validation.decimalInvalid': {
    en: 'Enter a number with at most one decimal separator',
    es: 'Ingresa un número con un solo separador decimal como máximo',
    pt: 'Informe um número com no máximo um separador decimal',
  },
  'validation.budgetInvalid': {
    en: 'Enter a valid budget',
    es: 'Ingresa un presupuesto válido',
    pt: 'Informe um orçamento válido',
  },
  'validation.budgetTooLarge': {
    en: 'The budget can be at most {{budgetMax}}',
    es: 'El presupuesto puede ser como máximo {{budgetMax}}',
    pt: 'O orçamento pode ser no máximo {{budgetMax}}',
  },
  'validation.priceTooLarge': {
    en: 'The unit price can be at most {{priceMax}}',
    es: 'El precio unitario puede ser como máximo {{priceMax}}',
    pt: 'O preço unitário pode ser no máximo {{priceMax}}',
  },
  'validation.priceTooLowForBudget': {
    en: 'The unit price is too low for this budget: it would buy more impressions than can be counted',
    es: 'El precio unitario es demasiado bajo para este presupuesto: compraría más impresiones de las que se pueden contar',
    pt: 'O preço unitário é baixo demais para este orçamento: compraria mais impressões do que é possível contar',
  },
  'validation.ageRangeInvalid': {
    en: 'The age range is not correct',
    es: 'El rango de edad no es correcto',
    pt: 'A faixa etária não está correta',
  },
  'validation.endBeforeStart': {
    en: 'The end date must not be before the start date',
    es: 'La fecha de fin no puede ser anterior a la fecha de inicio',
    pt: 'A data de término não pode ser anterior à data de início',
  },
  'validation.searchTooShort': {
    en: 'Type at least 3 letters to search',
    es: 'Escribe al menos 3 letras para buscar',
    pt: 'Digite pelo menos 3 letras para pesquisar',
  },
  'validation.cappingNotLowerThanNeeded': {
    en: 'Current capping must be lower than needed capping',
    es: 'El capping actual debe ser menor que el capping necesario',
    pt: 'O capping atual deve ser menor que o capping necessário',
  },
  'validation.audienceNeedsLocation': {
    en: 'Add at least one location or point',
    es: 'Agrega al menos una ubicación o un punto',
    pt: 'Adicione pelo menos uma localização ou um ponto',
  },

  'validation.tooLong': {
    en: 'Use at most {{max}} characters',
    es: 'Usa como máximo {{max}} caracteres',
    pt: 'Use no máximo {{max}} caracteres',
  },
  'validation.tooShort': {
    en: 'Use at least {{min}} characters',
    es: 'Usa al menos {{min}} caracteres',
    pt: 'Use pelo menos {{min}} caracteres',
  },
  'validation.notANumber': {
    en: 'Enter a number',
    es: 'Ingresa un número',
    pt: 'Informe um número',
  },
  'validation.tooSmall': {
    en: 'Enter a value of at least {{min}}',
    es: 'Ingresa un valor de al menos {{min}}',
    pt: 'Informe um valor de pelo menos {{min}}',
  },
  'validation.tooLarge': {
    en: 'Enter a value of at most {{max}}',
    es: 'Ingresa un valor de como máximo {{max}}',
    pt: 'Informe um valor de no máximo {{max}}',
  },
  'validation.tooFewItems': {
    en: 'Choose at least {{min}}',
    es: 'Elige al menos {{min}}',
    pt: 'Escolha pelo menos {{min}}',
  },
  'validation.tooManyItems': {
    en: 'Choose at most {{max}}',
    es: 'Elige como máximo {{max}}',
    pt: 'Escolha no máximo {{max}}',
  },
  'validation.notOneOf': {
    en: 'Choose one of: {{options}}',
    es: 'Elige una de estas opciones: {{options}}',
    pt: 'Escolha uma destas opções: {{options}}',
  },
  'validation.invalidFormat': {
    en: 'The format is not valid',
    es: 'El formato no es válido',
    pt: 'O formato não é válido',
  },
  'validation.notAccepted': {
    en: 'This field is not accepted here',
    es: 'Este campo no se acepta aquí',
    pt: 'Este campo não é aceito aqui',
  },
  'validation.invalid': {
    en: 'This value is not valid',
    es: 'Este valor no es válido',
    pt: 'Este valor não é válido',
  },

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
} as const satisfies Record<string, Readonly<Record<Language, string>>>;

export type MessageKey = keyof typeof MESSAGES;

/** A message to show later: its key and the values of its placeholders. */
export type MessageRef = {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** The text of a message in a language, its `{{placeholders}}` filled from `values` where given. */
export function message(
  key: MessageKey,
  lang: Language,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
