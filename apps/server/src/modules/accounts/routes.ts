import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';

/** Accounts calls of SPEC 7 (the accounts issue builds them; until then they answer 501). */
export function registerAccountRoutes(_router: ContractRouter, _dependencies: AppDependencies): void {}
