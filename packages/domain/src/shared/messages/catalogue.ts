import type { Language } from '../enums';

/**
 * One area's part of the catalogue: each key starts with one of the area's names, so two files can not define
 * the same key, and each has its text in every offered language, so a missing translation fails `tsc`.
 */
export type Catalogue<Area extends string> = Record<`${Area}.${string}`, Readonly<Record<Language, string>>>;
