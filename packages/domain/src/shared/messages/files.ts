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
} as const satisfies Catalogue<'creatives' | 'files'>;
