import type { Catalogue } from './catalogue';

/** Creatives and uploaded files. */
export const FILE_MESSAGES = {
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
  'creatives.notCarriedByFormat': {
    en: 'A campaign of this format does not carry this kind of creative',
    es: 'Una campaña de este formato no lleva este tipo de creatividad',
    pt: 'Uma campanha deste formato não leva este tipo de criativo',
  },
  'creatives.nameMustStartWith': {
    en: 'The name must start with {{prefix}}',
    es: 'El nombre debe comenzar con {{prefix}}',
    pt: 'O nome deve começar com {{prefix}}',
  },
  'creatives.keepsFormat': {
    en: 'A creative keeps its format',
    es: 'Una creatividad conserva su formato',
    pt: 'Um criativo mantém seu formato',
  },
  'creatives.staysInCampaign': {
    en: 'A creative stays in its campaign',
    es: 'Una creatividad permanece en su campaña',
    pt: 'Um criativo permanece em sua campanha',
  },
  'creatives.appearsTwice': {
    en: 'A creative appears twice',
    es: 'Una creatividad aparece dos veces',
    pt: 'Um criativo aparece duas vezes',
  },
  'creatives.notTheEditedOne': {
    en: 'This is not the creative being edited',
    es: 'Esta no es la creatividad que se está editando',
    pt: 'Este não é o criativo sendo editado',
  },
  'creatives.notItsCampaign': {
    en: "This is not the creative's campaign",
    es: 'Esta no es la campaña de la creatividad',
    pt: 'Esta não é a campanha do criativo',
  },
  'creatives.alreadyVariant': {
    en: 'This creative is already a support or optimised variant',
    es: 'Esta creatividad ya es una variante de soporte u optimizada',
    pt: 'Este criativo já é uma variante de suporte ou otimizada',
  },
  'creatives.notOptimisedVariant': {
    en: 'This creative is not an optimised variant',
    es: 'Esta creatividad no es una variante optimizada',
    pt: 'Este criativo não é uma variante otimizada',
  },
  'creatives.videoHasNoSupport': {
    en: 'A video has no support variant',
    es: 'Un video no tiene variante de soporte',
    pt: 'Um vídeo não tem variante de suporte',
  },
  'creatives.variantExists': {
    en: 'The creative already has this variant',
    es: 'La creatividad ya tiene esta variante',
    pt: 'O criativo já tem esta variante',
  },
  'creatives.bannerPreviewNeedsImage': {
    en: 'A banner preview needs an image or a tag',
    es: 'La vista previa de un banner necesita una imagen o un tag',
    pt: 'A pré-visualização de um banner precisa de uma imagem ou uma tag',
  },
  'creatives.interstitialPreviewNeedsContent': {
    en: 'An interstitial preview needs an image, HTML, a tag or VAST',
    es: 'La vista previa de un intersticial necesita una imagen, HTML, un tag o VAST',
    pt: 'A pré-visualização de um intersticial precisa de uma imagem, HTML, uma tag ou VAST',
  },
  'files.mustBeType': {
    en: 'The file must be one of these types: {{types}}',
    es: 'El archivo debe ser de uno de estos tipos: {{types}}',
    pt: 'O arquivo deve ser de um destes tipos: {{types}}',
  },
  'files.unexpectedField': {
    en: 'This file was sent under an unexpected name ({{got}})',
    es: 'Este archivo se envió con un nombre inesperado ({{got}})',
    pt: 'Este arquivo foi enviado com um nome inesperado ({{got}})',
  },
  'files.singleFile': {
    en: 'Send a single file',
    es: 'Envía un solo archivo',
    pt: 'Envie um único arquivo',
  },
  'files.empty': {
    en: 'The file is empty',
    es: 'El archivo está vacío',
    pt: 'O arquivo está vazio',
  },
  'files.tooManyFields': {
    en: 'The form sent too many fields',
    es: 'El formulario envió demasiados campos',
    pt: 'O formulário enviou campos demais',
  },
  'files.imageTooManyPixels': {
    en: 'The image must be at most {{max}} megapixels',
    es: 'La imagen debe tener como máximo {{max}} megapíxeles',
    pt: 'A imagem deve ter no máximo {{max}} megapixels',
  },
  'files.imageUnreadable': {
    en: 'The image is damaged or incomplete and can not be read',
    es: 'La imagen está dañada o incompleta y no se puede leer',
    pt: 'A imagem está danificada ou incompleta e não pode ser lida',
  },
  'creatives.pushNeedsContent': {
    en: 'A push needs a title, subtitle, link, image or logo',
    es: 'Un push necesita un título, subtítulo, enlace, imagen o logo',
    pt: 'Um push precisa de um título, subtítulo, link, imagem ou logo',
  },
  'creatives.bannerNeedsImage': {
    en: 'A banner needs an image or a tag',
    es: 'Un banner necesita una imagen o un tag',
    pt: 'Um banner precisa de uma imagem ou uma tag',
  },
  'creatives.interstitialNeedsContent': {
    en: 'An interstitial needs an image, HTML, a tag or a VAST document',
    es: 'Un intersticial necesita una imagen, HTML, un tag o un documento VAST',
    pt: 'Um intersticial precisa de uma imagem, HTML, uma tag ou um documento VAST',
  },
} as const satisfies Catalogue<'creatives' | 'files'>;
