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
import type { Caller, TokenSettings } from '../modules/auth/tokens';
import { checkAccess, readCaller } from '../plugins/authentication';

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

/**
 * Registers API routes against their contracts (ARCHITECTURE 2): the contract's schemas validate the
 * request, serialise the response and make the OpenAPI document; its access list guards the call.
 */
export class ContractRouter {
  private readonly implemented = new Set<string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly tokens: TokenSettings,
  ) {}

  route<E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): void {
    if (this.implemented.has(endpoint.operationId)) {
      throw new Error(`Endpoint ${endpoint.operationId} is registered twice`);
    }
    this.implemented.add(endpoint.operationId);
    const authorize = (request: FastifyRequest) => this.authorize(endpoint, request);
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: schemaOf(endpoint),
      async handler(request, reply) {
        const caller = await authorize(request);
        const result = await handler({
          params: request.params as ParamsOf<E>,
          query: request.query as QueryOf<E>,
          body: request.body as BodyOf<E>,
          caller: caller as CallerOf<E>,
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
      const authorize = (request: FastifyRequest) => this.authorize(endpoint, request);
      this.app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: schemaOf(endpoint),
        attachValidation: true,
        async handler(request) {
          await authorize(request);
          throw new AppError(
            'NOT_IMPLEMENTED',
            `${endpoint.method} /api${endpoint.path} is not implemented yet`,
          );
        },
      });
    }
  }

  /** A bad token on a public endpoint is ignored (sign-in, refresh); anywhere else it is an error. */
  private async authorize(endpoint: EndpointDefinition, request: FastifyRequest): Promise<Caller | null> {
    const caller =
      endpoint.access === 'public'
        ? await readCaller(this.tokens, request).catch(() => null)
        : await readCaller(this.tokens, request);
    checkAccess(endpoint.access, caller);
    return caller;
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
