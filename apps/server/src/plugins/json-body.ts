import { AppError } from '@adcontrol/domain/shared/app-error';
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * JSON bodies, parsed as Fastify does, except that a `__proto__` key (or a `constructor` holding a `prototype`,
 * which Fastify also refuses) answers 400 naming where it is (`general.__proto__: is not an accepted key`) rather
 * than "Malformed JSON": the client learns what to remove. JSON.parse makes such keys plain own properties, so
 * nothing is polluted while we look (docs/decisions/046).
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
    const path = forbiddenKeyPath(parsed);
    if (path === null) return done(null, parsed);
    const refusal = new AppError('VALIDATION_FAILED', `${path}: is not an accepted key`, {
      field: path,
      key: 'validation.notAccepted',
    });
    done(refusal, undefined);
  });
}

/**
 * Where the first `__proto__` (or `constructor.prototype`) key of a parsed body is, or null. Walked with a stack of
 * its own, so a deeply nested body cannot overflow the call stack.
 */
export function forbiddenKeyPath(body: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      const here = [...path, key];
      if (key === '__proto__' || (key === 'constructor' && hasPrototype(child))) return here.join('.');
      if (typeof child === 'object' && child !== null) stack.push({ value: child, path: here });
    }
  }
  return null;
}

const hasPrototype = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype');
