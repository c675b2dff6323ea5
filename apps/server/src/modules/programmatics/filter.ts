import type { ProgrammaticListFilter } from '@adcontrol/domain/campaigns/programmatic';

/** The list filter once parsed: every default applied. */
export type DealFilter = Required<Pick<ProgrammaticListFilter, 'page' | 'limit' | 'status'>> &
  Omit<ProgrammaticListFilter, 'page' | 'limit' | 'status'>;
