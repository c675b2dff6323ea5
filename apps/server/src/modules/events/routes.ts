import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';

/** GET /events/login (the accounts issue builds it; until then it answers 501). */
export function registerEventRoutes(_router: ContractRouter, _dependencies: AppDependencies): void {}
