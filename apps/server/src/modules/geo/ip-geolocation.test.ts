import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpIpGeolocation } from './http-ip-geolocation';
import { type IpGeolocation, isPublicIp, marketOfIp } from './ip-geolocation';
import { createOfflineIpGeolocation } from './offline-ip-geolocation';

describe('isPublicIp', () => {
  it.each([
    ['200.1.123.1', true],
    ['::ffff:200.1.123.1', true],
    ['2800:150::1', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::c801:7b01', false],
    ['10.20.30.40', false],
    ['172.16.5.5', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.10.10', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['not an address', false],
    ['', false],
  ])('%s → %s', (ip, expected) => {
    expect(isPublicIp(ip)).toBe(expected);
  });
});

describe('the offline table', () => {
  const offline = createOfflineIpGeolocation();
  it('knows public IPv4 ranges', async () => {
    expect(await offline.countryOf('200.1.123.1')).toBe('CL');
    expect(await offline.countryOf('::ffff:200.1.123.1')).toBe('CL');
    expect(await offline.countryOf('8.8.8.8')).toBe('US');
  });
  it('has no country for IPv6', async () => {
    expect(await offline.countryOf('2800:150::1')).toBeNull();
  });
});

describe('marketOfIp', () => {
  const fixed = (country: string | null): IpGeolocation => ({ countryOf: async () => country });
  it('answers a market the network sells in, and nothing for other countries or private addresses', async () => {
    expect(await marketOfIp(fixed('cl'), '200.1.123.1')).toBe('CL');
    expect(await marketOfIp(fixed('DE'), '85.214.0.1')).toBeNull();
    expect(await marketOfIp(fixed('CL'), '192.168.0.1')).toBeNull();
    expect(await marketOfIp(fixed('CL'), undefined)).toBeNull();
  });
});

describe('the HTTP service adapter', () => {
  let server: Server;
  let base: string;
  const answers = new Map<string, [number, string]>([
    ['1.1.1.1', [200, 'PE\n']],
    ['2.2.2.2', [200, JSON.stringify({ country_code: 'mx' })]],
    ['3.3.3.3', [500, 'down']],
    ['4.4.4.4', [200, '<html>nonsense</html>']],
  ]);
  beforeAll(async () => {
    server = createServer((request, response) => {
      const ip = decodeURIComponent(request.url?.split('/').pop() ?? '');
      const [status, body] = answers.get(ip) ?? [404, ''];
      response.writeHead(status).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a bare code or JSON, and falls back when the service fails or talks nonsense', async () => {
    const fallback: IpGeolocation = { countryOf: async () => 'AR' };
    const service = createHttpIpGeolocation(`${base}/country/{ip}`, fallback);
    expect(await service.countryOf('1.1.1.1')).toBe('PE');
    expect(await service.countryOf('2.2.2.2')).toBe('MX');
    expect(await service.countryOf('3.3.3.3')).toBe('AR');
    expect(await service.countryOf('4.4.4.4')).toBe('AR');
    const unreachable = createHttpIpGeolocation('http://127.0.0.1:9/{ip}', fallback);
    expect(await unreachable.countryOf('1.1.1.1')).toBe('AR');
  });
});
