import type { Catalogue } from './catalogue';

/** What a field says when its value is refused. */
export const VALIDATION_MESSAGES = {
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
  'validation.webAddressOrFile': {
    en: 'Use a web address (http or https) or an uploaded file',
    es: 'Usa una dirección web (http o https) o un archivo subido',
    pt: 'Use um endereço web (http ou https) ou um arquivo enviado',
  },
  'validation.periodTooLong': {
    en: 'The period can be at most {{max}} days',
    es: 'El período puede ser de como máximo {{max}} días',
    pt: 'O período pode ter no máximo {{max}} dias',
  },
  'validation.startAndEndTogether': {
    en: 'Give both the start and the end, or neither',
    es: 'Indica el inicio y el fin, o ninguno de los dos',
    pt: 'Informe o início e o fim, ou nenhum dos dois',
  },
  'validation.positive': {
    en: 'Enter a value above 0',
    es: 'Ingresa un valor mayor que 0',
    pt: 'Informe um valor maior que 0',
  },
  'validation.repeated': {
    en: 'Each item can appear only once',
    es: 'Cada elemento puede aparecer una sola vez',
    pt: 'Cada item pode aparecer só uma vez',
  },
  'validation.dataTooLarge': {
    en: 'This is too large: at most {{max}} kB',
    es: 'Esto es demasiado grande: como máximo {{max}} kB',
    pt: 'Isto é grande demais: no máximo {{max}} kB',
  },
  'validation.webAddress': {
    en: 'Use a web address (http or https)',
    es: 'Usa una dirección web (http o https)',
    pt: 'Use um endereço web (http ou https)',
  },
  'validation.dayAlreadySelected': {
    en: 'This day is already selected',
    es: 'Este día ya está seleccionado',
    pt: 'Este dia já está selecionado',
  },
  'validation.amountTwoDecimals': {
    en: 'Enter an amount with at most two decimals',
    es: 'Ingresa un monto con dos decimales como máximo',
    pt: 'Informe um valor com no máximo duas casas decimais',
  },
  'validation.countryCodes': {
    en: 'Use two-letter country codes separated by commas, such as AR, BR',
    es: 'Usa códigos de país de dos letras separados por comas, como AR, BR',
    pt: 'Use códigos de país de duas letras separados por vírgulas, como AR, BR',
  },
  'validation.packageNames': {
    en: 'Use app package names separated by commas, such as com.example.app',
    es: 'Usa nombres de paquete de apps separados por comas, como com.example.app',
    pt: 'Use nomes de pacote de apps separados por vírgulas, como com.example.app',
  },
  'validation.campaignIds': {
    en: 'Choose between 1 and 50 campaigns',
    es: 'Elige entre 1 y 50 campañas',
    pt: 'Escolha entre 1 e 50 campanhas',
  },
  'validation.carrierCode': {
    en: 'A carrier has a 3-digit country code (MCC) and a 2- or 3-digit network code (MNC)',
    es: 'Un operador tiene un código de país de 3 dígitos (MCC) y un código de red de 2 o 3 dígitos (MNC)',
    pt: 'Uma operadora tem um código de país de 3 dígitos (MCC) e um código de rede de 2 ou 3 dígitos (MNC)',
  },
} as const satisfies Catalogue<'validation'>;
