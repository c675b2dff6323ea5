import { randomUUID } from 'node:crypto';
import { SOURCES, type Source } from '@adcontrol/domain/shared/enums';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  campaignStatusChange,
  cappingChange,
  linkedCampaign,
  optimisationChange,
} from '../modules/delivery/changes';
import { deliverTick, holdLink } from './delivery';
import { type HeldCampaign, StateFile } from './state';

export interface SimulatorOptions {
  /** Where the simulator keeps its state between runs. */
  dataDir: string;
  /** How often it delivers; 0 never (tests deliver by calling `tick`). */
  tickMs: number;
  /** The day's goal of a campaign that sets neither a target nor a daily capping. */
  dailyImpressions?: number;
}

export interface Simulator {
  app: FastifyInstance;
  /** Delivers once, as a timer tick does. */
  tick(now?: Date): void;
}

const params = z.object({ server: z.enum(SOURCES), id: z.coerce.number().int() });
const creativeParams = params.extend({ creativeId: z.coerce.number().int() });
const statusBody = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

type Apply = (
  campaigns: Record<string, HeldCampaign>,
  id: number,
  request: FastifyRequest,
  server: Source,
) => void;

/**
 * The delivery simulator (docs/decisions/030): newton under /newton and sinew under /sinew, speaking the HTTP
 * the adapter speaks. Every change must carry an Idempotency-Key; a key seen before is confirmed again and not
 * applied again.
 */
export function buildSimulator(options: SimulatorOptions): Simulator {
  const file = new StateFile(options.dataDir);
  const { state } = file;
  const app = Fastify({ logger: false });

  function change(type: string, apply: Apply) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const { server, id } = params.parse(request.params);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length === 0) {
        return reply.status(400).send({ message: 'Idempotency-Key header is required' });
      }
      if (state.applied.some((done) => done.key === key && done.server === server)) {
        state.repeats += 1;
        file.save();
        return { applied: false, repeated: true };
      }
      const parsed = safely(() => apply(state.campaigns[server], id, request, server));
      if (parsed) return reply.status(400).send({ message: parsed });
      state.applied.push({ key, server, campaignId: id, type, at: new Date().toISOString() });
      file.save();
      return { applied: true, repeated: false };
    };
  }

  app.put(
    '/:server/campaigns/:id',
    change('link', (campaigns, id, request, server) => {
      const campaign = linkedCampaign.parse(request.body);
      const previous = campaigns[id]?.serverIds ?? {};
      const serverIds = Object.fromEntries(
        campaign.creatives.map((creative) => [creative.id, previous[creative.id] ?? randomUUID()]),
      );
      holdLink(state, server, id, campaign, serverIds);
    }),
  );
  app.delete(
    '/:server/campaigns/:id',
    change('unlink', (campaigns, id) => {
      delete campaigns[id];
    }),
  );
  app.put(
    '/:server/campaigns/:id/creatives/:creativeId/status',
    change('creativeStatus', (campaigns, id, request) => {
      const { creativeId } = creativeParams.parse(request.params);
      const { status } = statusBody.parse(request.body);
      const creative = campaigns[id]?.creatives.find((held) => held.id === creativeId);
      if (creative) creative.status = status;
    }),
  );
  app.put(
    '/:server/campaigns/:id/capping',
    change('capping', (campaigns, id, request) => {
      const held = campaigns[id];
      if (held) held.capping = cappingChange.parse(request.body);
    }),
  );
  app.put(
    '/:server/campaigns/:id/optimisation',
    change('optimisation', (campaigns, id, request) => {
      const held = campaigns[id];
      if (held) held.optimisation = optimisationChange.parse(request.body);
    }),
  );

  app.put(
    '/:server/campaigns/:id/status',
    change('campaignStatus', (campaigns, id, request) => {
      const held = campaigns[id];
      if (held) held.status = campaignStatusChange.parse(request.body);
    }),
  );

  app.get('/:server/campaigns/:id/creatives', async (request, reply) => {
    const { server, id } = params.parse(request.params);
    const held = state.campaigns[server][id];
    if (!held) return reply.status(404).send({ message: 'Campaign not linked' });
    return held.creatives.map((creative) => ({
      id: creative.id,
      serverId: held.serverIds[creative.id] ?? '',
      status: creative.status,
    }));
  });
  app.get('/:server/statistics', async (request) => {
    const { server } = z.object({ server: z.enum(SOURCES) }).parse(request.params);
    const { since } = z.object({ since: z.coerce.number().int().default(0) }).parse(request.query);
    const rows = Object.values(state.statistics).filter(
      (row) => row.server === server && row.sequence > since,
    );
    const breakdowns = Object.values(state.breakdowns).filter(
      (breakdown) => breakdown.server === server && breakdown.sequence > since,
    );
    return {
      cursor: state.sequence,
      rows: rows.map(({ server: _server, sequence: _sequence, ...row }) => row),
      breakdowns: breakdowns.map(
        ({ server: _server, sequence: _sequence, devices: _devices, ...day }) => day,
      ),
    };
  });
  /** What was applied and how many calls repeated a key: for tests and for looking. */
  app.get('/applied', async () => ({ applied: state.applied, repeats: state.repeats }));
  app.get('/health', async () => ({ ok: true, linked: countLinked(state.campaigns) }));

  const tick = (now = new Date()) => {
    deliverTick(state, now, { dailyImpressions: options.dailyImpressions ?? 20_000 });
    file.save();
  };
  if (options.tickMs > 0) {
    const timer = setInterval(() => tick(), options.tickMs);
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { app, tick };
}

function safely(apply: () => void): string | null {
  try {
    apply();
    return null;
  } catch (error) {
    return error instanceof z.ZodError ? z.prettifyError(error) : String(error);
  }
}

function countLinked(campaigns: Record<Source, Record<string, HeldCampaign>>) {
  return Object.fromEntries(SOURCES.map((server) => [server, Object.keys(campaigns[server]).length]));
}
