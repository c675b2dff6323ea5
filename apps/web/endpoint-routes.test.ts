import { CONTRACT_MODULES } from '@adcontrol/domain/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { endpointRoutes } from './endpoint-routes';

const plugin = endpointRoutes();
const load = plugin.load as (id: string) => string | undefined;
const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;

async function routesOf(module: string): Promise<Record<string, unknown>> {
  const code = load(`\0virtual:endpoint-routes/${module}`) ?? '';
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
}

describe('the production build’s endpoint routes', () => {
  it('gives every endpoint of every contracts file its route, without schemas', async () => {
    for (const [module, exports] of Object.entries(CONTRACT_MODULES)) {
      const routes = await routesOf(module);
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'object' || value === null || !('operationId' in value)) continue;
        const { operationId, method, path, access } = value as Record<string, unknown>;
        expect(routes[name], `${module} ${name}`).toMatchObject({ operationId, method, path, access });
        expect(routes[name]).not.toHaveProperty('response');
      }
    }
  });

  it('sends a module to them only when all it imports from a contracts file are endpoints', () => {
    const id = '/app/src/features/home/api/get-home-summary.ts';
    expect(transform(`import { getHomeSummary } from "@adcontrol/domain/home/contracts";`, id)?.code).toBe(
      `import { getHomeSummary } from "virtual:endpoint-routes/home/contracts";`,
    );
    expect(
      transform(`import { signIn as s, signInRequest } from '@adcontrol/domain/auth/contracts';`, id),
    ).toBe(undefined);
    expect(transform(`import { LANGUAGES } from '@adcontrol/domain/shared/enums';`, id)).toBe(undefined);
  });

  it('keeps the real contracts file for a module that reads an endpoint’s schemas, as a form does', () => {
    const id = '/app/src/features/auth/components/forgot-password-page.tsx';
    const form = `import { forgotPassword } from '@adcontrol/domain/auth/contracts';
const resolver = zodResolver(forgotPassword.body);`;
    expect(transform(form, id)).toBe(undefined);
    const aliased = `import { forgotPassword as endpoint } from '@adcontrol/domain/auth/contracts';
use(endpoint.query.shape);`;
    expect(transform(aliased, id)).toBe(undefined);
    const calls = `import { forgotPassword } from '@adcontrol/domain/auth/contracts';
callEndpoint(forgotPassword, { body });`;
    expect(transform(calls, id)?.code).toContain('virtual:endpoint-routes/auth/contracts');
  });
});
