import type { Readable } from 'node:stream';
import type {
  BodyOf,
  EndpointDefinition,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '@adcontrol/domain/contract/define-endpoint';
import { ENDPOINTS } from '@adcontrol/domain/contract/endpoints';
import { AppError, errorEnvelope } from '@adcontrol/domain/shared/app-error';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { SessionCheck } from '../modules/auth/session-check';
import type { Caller, TokenSettings } from '../modules/auth/tokens';
import { checkAccess, readCaller } from '../plugins/authentication';

/** The caller each request was authorised as, set by the guard and read by the handler. */
const callers = new WeakMap<FastifyRequest, Caller | null>();

type CallerOf<E extends EndpointDefinition> = E['access'] extends 'public' ? Caller | null : Caller;

export interface HandlerContext<E extends EndpointDefinition> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  caller: CallerOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDefinition> = (context: HandlerContext<E>) => Promise<ResponseOf<E>>;

export interface RouteOptions {
  /** Runs after the access check and before the body is read (a rate limit). */
  onRequest?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Registers API routes against their contracts (ARCHITECTURE 2): the contract's schemas validate the
 * request, serialise the response and make the OpenAPI document; its access list guards the call.
 */
export class ContractRouter {
  constructor(
    private readonly app: FastifyInstance,
    private readonly tokens: TokenSettings,
    private readonly sessions: SessionCheck,
    /** The operations with a handler, shared by the routers of every module (see `on`). */
    private readonly implemented = new Set<string>(),
  ) {}

  /**
   * The same router registering on another instance (a module's route plugin, with its own hooks): an
   * endpoint is still registered once across all of them, and `registerUnimplemented` sees every module's.
   */
  on(app: FastifyInstance): ContractRouter {
    return new ContractRouter(app, this.tokens, this.sessions, this.implemented);
  }

  route<E extends EndpointDefinition>(endpoint: E, handler: Handler<E>, options: RouteOptions = {}): void {
    this.register(endpoint, handler, options);
  }

  /**
   * An endpoint whose answer is a byte stream (a CSV download): the handler sets its headers and hands back the
   * body, which is piped as the client reads it, never serialised.
   */
  stream<E extends EndpointDefinition>(
    endpoint: E,
    handler: (context: HandlerContext<E>) => Promise<Readable>,
    options: RouteOptions = {},
  ): void {
    this.register(endpoint, handler, options);
  }

  private register<E extends EndpointDefinition>(
    endpoint: E,
    handler: (context: HandlerContext<E>) => Promise<unknown>,
    options: RouteOptions,
  ): void {
    if (this.implemented.has(endpoint.operationId)) {
      throw new Error(`Endpoint ${endpoint.operationId} is registered twice`);
    }
    this.implemented.add(endpoint.operationId);
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: schemaOf(endpoint),
      onRequest: options.onRequest ? [this.guard(endpoint), options.onRequest] : this.guard(endpoint),
      async handler(request, reply) {
        const result = await handler({
          params: request.params as ParamsOf<E>,
          query: request.query as QueryOf<E>,
          body: request.body as BodyOf<E>,
          caller: callers.get(request) as CallerOf<E>,
          request,
          reply,
        });
        reply.status(endpoint.successStatus ?? 200);
        return result;
      },
    });
  }

  /**
   * Every declared endpoint without a handler yet answers 501 with the envelope (after the same access
   * check as a built one): it is in the API's published shape and documentation, and plainly says it does
   * not work yet.
   */
  registerUnimplemented(): void {
    for (const endpoint of ENDPOINTS) {
      if (this.implemented.has(endpoint.operationId)) continue;
      this.app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: schemaOf(endpoint),
        attachValidation: true,
        onRequest: this.guard(endpoint),
        async handler() {
          throw new AppError(
            'NOT_IMPLEMENTED',
            `${endpoint.method} /api${endpoint.path} is not implemented yet`,
            { key: 'errors.notImplemented' },
          );
        },
      });
    }
  }

  /**
   * Runs first, before the body is even parsed, so an unauthenticated or forbidden caller learns nothing
   * about the endpoint's input. A bad token on a public endpoint is ignored (sign-in, refresh).
   */
  private guard(endpoint: EndpointDefinition) {
    const { tokens, sessions } = this;
    return async (request: FastifyRequest) => {
      const caller =
        endpoint.access === 'public'
          ? await readCaller(tokens, sessions, request).catch(() => null)
          : await readCaller(tokens, sessions, request);
      checkAccess(endpoint.access, caller);
      callers.set(request, caller);
    };
  }
}

function schemaOf(endpoint: EndpointDefinition): FastifySchema {
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: {
      [endpoint.successStatus ?? 200]: endpoint.response,
      '4xx': errorEnvelope,
      '5xx': errorEnvelope,
    },
  };
}
