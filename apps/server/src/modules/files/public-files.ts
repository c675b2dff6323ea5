import { isSafeKey } from './storage';

/** Folders whose files anyone may fetch by name: an <img> sends no token, and the names can not be guessed. */
/** `demo-artwork` holds the demo creatives' pictures, drawn by the seed (db/seed/artwork.ts). */
const PUBLIC_FOLDERS = ['avatars', 'campaign-uploads', 'demo-artwork'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];

export const PUBLIC_FILES_PATH = '/api/files';

export function isPublicFolder(folder: string): folder is PublicFolder {
  return (PUBLIC_FOLDERS as readonly string[]).includes(folder);
}

/** The address a stored public file is served at, e.g. `/api/files/avatars/7-3f…c1.webp`. */
export function publicUrlOf(key: string): string {
  return `${PUBLIC_FILES_PATH}/${key}`;
}

/** The storage key behind an address `publicUrlOf` made, or null for anything else (an outside address). */
export function keyOfPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(`${PUBLIC_FILES_PATH}/`)) return null;
  const key = url.slice(PUBLIC_FILES_PATH.length + 1);
  const [folder = ''] = key.split('/');
  return isPublicFolder(folder) && isSafeKey(key) ? key : null;
}
