import { z } from 'zod';
import type { Role } from '../shared/enums';
import { refusal } from '../shared/issue-message';

// Building a call's URL needs no zod, so it lives apart (the web app's entry uses it, decision 013).
export { buildPath, encodeQuery, pathParamNames } from './build-path';

export const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint: anyone (`public`), any signed-in account (`authenticated`), or the listed roles.
 * The route guard is the first gate only; every query is scoped to the caller as well (ARCHITECTURE 6).
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface EndpointDefinition {
  /** Unique, stable name, `area.action`; the OpenAPI operationId and the client's query-key root. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Path under `/api`, exactly as SPEC section 7 spells it, with `:name` for path parameters. */
  readonly path: `/${string}`;
  readonly tag: string;
  readonly summary: string;
  readonly access: Access;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data (file uploads); `body` then only documents its text fields. */
  readonly multipart?: { readonly fileFields: readonly string[] };
  readonly response: z.ZodType;
  readonly successStatus?: 200 | 201 | 202;
}

export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Query values a client passes: a JSON parameter (see `jsonParam`) takes the object, not its text. */
type ClientQuery<Q> =
  Q extends z.ZodObject<infer Shape>
    ? {
        [K in keyof Shape as undefined extends z.input<Shape[K]> ? K : never]?: Shape[K] extends {
          readonly jsonOf?: infer J;
        }
          ? J extends z.ZodType
            ? z.input<J>
            : never
          : z.input<Shape[K]>;
      } & {
        [K in keyof Shape as undefined extends z.input<Shape[K]> ? never : K]: Shape[K] extends {
          readonly jsonOf?: infer J;
        }
          ? J extends z.ZodType
            ? z.input<J>
            : never
          : z.input<Shape[K]>;
      }
    : undefined;

export type ParamsOf<E extends EndpointDefinition> = Output<E['params']>;
export type QueryOf<E extends EndpointDefinition> = Output<E['query']>;
export type BodyOf<E extends EndpointDefinition> = Output<E['body']>;
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;

/** What a client supplies to call an endpoint; keys it does not need are absent from the type. */
export type RequestOf<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: ClientQuery<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? E['multipart'] extends object
      ? { body: FormData }
      : { body: Input<E['body']> }
    : { body?: undefined });

/**
 * A query parameter that carries JSON, as SPEC's `?filter={json}`. On the wire it is text; the server parses it
 * and validates the result against `schema`; a client hands over the object and `encodeQuery` writes the text.
 */
export function jsonParam<S extends z.ZodType>(schema: S) {
  const parsed = z
    .string()
    .transform((raw, ctx): unknown => {
      try {
        return JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', ...refusal('must be valid JSON', 'validation.invalidFormat') });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .meta({ description: 'JSON-encoded object' });
  return parsed as typeof parsed & { readonly jsonOf?: S };
}
