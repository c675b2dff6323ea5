import { countAudience, exportAudience, getAudience } from '@adcontrol/domain/audiences/contracts';
import { refreshToken } from '@adcontrol/domain/auth/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { definedAudience, fakeAudiencesApi } from './fake-audiences-api';

resetBetweenTests();

const seller = makeAccount({ id: 5, role: 'seller' });

/** A CSV answer the test feeds a piece at a time, as a slow network would. */
function streamedCsv(headers: Record<string, string>) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/csv', ...headers } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** A figure of the page: its value, found by its label. */
async function figureOf(label: string) {
  await screen.findByText(label);
  return figure(label);
}
function figure(label: string) {
  return screen.getByText(label).nextElementSibling;
}

let saved: { name: string; text: Promise<string> }[];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', text: (blob as Blob).text() });
    return 'blob:audience';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('exporting an audience', () => {
  it('shows the audience, then the download progress against the announced count, and saves the file', async () => {
    const csv = streamedCsv({
      'x-audience-count': '4',
      'content-disposition': 'attachment; filename="mujeres-jovenes-chile.csv"',
    });
    const api = fakeAudiencesApi(
      [definedAudience],
      fake(exportAudience, () => csv.response),
      fake(countAudience, () => ({ count: 85_632, devices: 4 })),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/7/export');

    expect(await screen.findByRole('heading', { level: 1, name: 'Export audience' })).toBeInTheDocument();
    expect(await screen.findByText('Mujeres jóvenes Chile')).toBeInTheDocument();
    // Two numbers, each named for what it is, counted as the file will be.
    await waitFor(async () =>
      expect(await figureOf('People reached (estimate)')).toHaveTextContent('85,632'),
    );
    expect(figure('Device ids in the file')).toHaveTextContent('4');
    expect(
      screen.getByText(/each device in it stands for more people, by its country's multiplier/),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/audiences/count')[0]?.body).toEqual({
      filters: definedAudience.filters,
      options: definedAudience.options,
    });
    expect(
      screen.getByRole('list', { name: '2 countries · 3 points · 4 apps · female · 25–34, 35–44' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const progress = await screen.findByRole('progressbar', { name: 'Download progress' });
    csv.push('# audience: Mujeres jóvenes Chile\n# filters: {}\ndevice_id\nd-1\n');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByText('1 of 4 devices')).toBeInTheDocument();
    csv.push('d-2\nd-3\nd');
    await waitFor(() => expect(screen.getByText('3 of 4 devices')).toBeInTheDocument());
    csv.push('-4\n');
    csv.end();

    expect(await screen.findByText('Downloaded 4 devices to mujeres-jovenes-chile.csv')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('mujeres-jovenes-chile.csv');
    expect(await saved[0]?.text).toBe(
      '# audience: Mujeres jóvenes Chile\n# filters: {}\ndevice_id\nd-1\nd-2\nd-3\nd-4\n',
    );
    const call = api.callsTo('GET', '/api/audiences/7/export')[0];
    expect(call?.headers.get('authorization')).toBe('Bearer access-5');
  });

  it('shows an indeterminate bar without a count, and stops on cancel', async () => {
    const csv = streamedCsv({});
    fakeAudiencesApi(
      [definedAudience],
      fake(exportAudience, () => csv.response),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/7/export');

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    csv.push('device_id\nd-1\nd-2\n');
    expect(await screen.findByText('2 devices so far')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Download cancelled')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('renews an access token that expired while the page sat open, then downloads', async () => {
    let isExpired = false;
    const expired = () => failure(401, 'TOKEN_EXPIRED', 'jwt expired');
    const isOld = (headers: Headers) => headers.get('authorization') === 'Bearer access-5';
    const api = fakeAudiencesApi(
      [definedAudience],
      fake(getAudience, ({ call }) => (isExpired && isOld(call.headers) ? expired() : definedAudience)),
      fake(exportAudience, ({ call }) => {
        if (isExpired && isOld(call.headers)) return expired();
        const csv = streamedCsv({ 'x-audience-count': '1' });
        csv.push('device_id\nd-1\n');
        csv.end();
        return csv.response;
      }),
      fake(refreshToken, () => ({ authToken: 'access-new', refreshToken: 'refresh-new' })),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/7/export');
    await screen.findByText('Mujeres jóvenes Chile');
    isExpired = true;

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded 1 device to audience-7.csv')).toBeInTheDocument();
    const exports = api.callsTo('GET', '/api/audiences/7/export');
    expect(exports.map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer access-5',
      'Bearer access-new',
    ]);
  });

  it('says why the download failed', async () => {
    fakeAudiencesApi(
      [definedAudience],
      fake(exportAudience, () => failure(503, 'UPSTREAM_UNAVAILABLE', 'Engine loading')),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/7/export');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error, please try again later');
  });

  it('says so when the audience does not exist', async () => {
    fakeAudiencesApi([]);
    signInAs(seller);
    renderApp('/audience/12/export');
    expect(await screen.findByText('Audience not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows the not-found screen for an id that cannot be one', async () => {
    fakeAudiencesApi([definedAudience]);
    signInAs(seller);
    renderApp('/audience/7.5/export');
    expect(await screen.findByText('Audience not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
