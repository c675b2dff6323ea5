import type { Plugin } from 'vite';
import type { EndpointDefinition } from '../../packages/domain/src/contract/define-endpoint';
import { CONTRACT_MODULES, isEndpoint } from '../../packages/domain/src/contract/endpoints';

const DOMAIN = '@adcontrol/domain/';
const PREFIX = 'virtual:endpoint-routes/';
/** `import { a, b as c } from '@adcontrol/domain/<area>/<name>contracts'`, types already stripped. */
const CONTRACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])@adcontrol\/domain\/([\w/-]+)\2/g;

/** What `callEndpoint` needs of an endpoint when it does not check the answer: where and how to call it. */
function routeOf({ operationId, method, path, access, multipart }: EndpointDefinition) {
  return { operationId, method, path, access, ...(multipart ? { multipart } : {}) };
}

function endpointsOf(module: string): Map<string, EndpointDefinition> | undefined {
  const exports = CONTRACT_MODULES[module];
  if (!exports) return undefined;
  return new Map(
    Object.entries(exports).filter((entry): entry is [string, EndpointDefinition] => isEndpoint(entry[1])),
  );
}

/**
 * Production builds only: a module that imports nothing but endpoints from a contracts file gets them from
 * `virtual:endpoint-routes/<file>`, plain objects without their zod schemas. The server encodes every answer
 * with the endpoint's response schema, so the client checks answers in development and tests only, and a page
 * that calls the API without a form to validate ships without zod (decision 013). A module that imports a
 * schema, or reads an endpoint's schemas, and every dynamic import, keeps the real contracts file. TypeScript checks against the real one.
 */
export function endpointRoutes(): Plugin {
  return {
    name: 'adcontrol:endpoint-routes',
    apply: 'build',
    enforce: 'post',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const endpoints = endpointsOf(id.slice(PREFIX.length + 1));
      if (!endpoints) throw new Error(`no contracts module ${id}`);
      return [...endpoints]
        .map(([name, endpoint]) => `export const ${name} = ${JSON.stringify(routeOf(endpoint))};`)
        .join('\n');
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes(DOMAIN)) return undefined;
      const rewritten = code.replace(CONTRACT_IMPORT, (statement, names: string, quote: string, module) => {
        const endpoints = endpointsOf(module);
        const bindings = names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/))
          .filter(([name]) => Boolean(name));
        const imported = bindings.map(([name]) => name ?? '');
        // A module that reads an endpoint's schemas (a form's `zodResolver(forgotPassword.body)`) needs them.
        const local = bindings.map(([name, alias]) => alias ?? name ?? '');
        const readsSchemas = local.some((name) =>
          new RegExp(`\\b${name}\\s*\\??\\.\\s*(body|query|params|response)\\b`).test(code),
        );
        if (
          !endpoints ||
          imported.length === 0 ||
          readsSchemas ||
          !imported.every((name) => endpoints.has(name))
        )
          return statement;
        return `import {${names}} from ${quote}${PREFIX}${module}${quote}`;
      });
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
