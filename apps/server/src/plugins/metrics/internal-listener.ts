import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAddressInUse, PortInUseError } from '../../ports';

/** What the listener answers for /metrics: a status, a content type and the text. */
export type MetricsAnswer = (authorization: string | undefined) => Promise<{
  status: number;
  contentType: string;
  body: string;
}>;

/**
 * A listener of its own for /metrics (METRICS_PORT at METRICS_HOST, loopback by default): scrapers on the
 * host or the internal network reach it, the public listener and its proxy never carry it. Answers nothing
 * but `GET /metrics`.
 */
export async function listenForMetrics(
  host: string,
  port: number,
  answer: MetricsAnswer,
): Promise<{ address: () => AddressInfo; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    answer(request.headers.authorization).then(
      ({ status, contentType, body }) =>
        response.writeHead(status, { 'content-type': contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
    );
  });
  server.listen({ host, port });
  try {
    await once(server, 'listening');
  } catch (error) {
    throw isAddressInUse(error) ? new PortInUseError(port, 'METRICS_PORT') : error;
  }
  return {
    address: () => server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
