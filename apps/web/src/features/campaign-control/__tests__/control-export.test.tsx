import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { filterOf, json, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { controlStore } from '../hooks/control-store';
import { pageOfRows } from '../hooks/local-rows';
import { fakeCampaignsApi, listFilterOf, makeRow } from './fake-campaigns-api';

resetBetweenTests();

const admin = makeAccount({ id: 1, role: 'admin' });
const LIST = '/api/campaigns';

/** What the screen handed the browser to download. */
let downloads: Blob[] = [];
beforeEach(() => {
  controlStore.reset();
  downloads = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        downloads.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const rows = Array.from({ length: 7 }, (_, index) =>
  makeRow({
    id: 100 + index,
    name: `Campania ${index + 1}`,
    endDate: `2026-12-${String(10 + index).padStart(2, '0')}T02:59:59.000Z`,
    impressions: 1_234_567 + index,
    ctr: 1.5,
  }),
);

/** A server that never answers more than 3 rows a page, so the export has to walk the pages. */
function smallPagesApi() {
  return fakeCampaignsApi(rows, {
    'GET /api/campaigns': (call) => {
      const filter = listFilterOf(call);
      return json(200, pageOfRows(rows, { ...filter, limit: Math.min(filter.limit, 3) }));
    },
  });
}

/** The first render of a file loads the route's code cold, which takes a while on a busy machine. */
const loaded = (total: string) => screen.findByText(total, {}, { timeout: 20_000 });

async function exportAs(user: ReturnType<typeof userEvent.setup>, item: RegExp, button = 'Export') {
  await user.click(screen.getByRole('button', { name: button }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  return downloads[0] as Blob;
}

describe('the Control export', { timeout: 40_000 }, () => {
  it('writes every page of the filtered table to CSV, as the screen words it', async () => {
    const api = smallPagesApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campaigns');

    const file = await exportAs(user, /\.csv/);
    const text = (await file.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Campaigns. Dates at UTC-03:00 (DD/MM/YY).');
    expect(lines[1]?.split(',').slice(0, 4)).toEqual([
      'Campaign',
      'Status',
      'Duration',
      'Delivered vs target',
    ]);
    expect(lines).toHaveLength(2 + 7);
    expect(lines[2]).toMatch(
      /^Campania 1,In progress · Delivering,01\/11\/26 – 09\/12\/26 \(30 days\),72\.9% · Time elapsed: \d+\.\d%,/,
    );
    expect(lines[2]).toContain('"1,234,567"');
    expect(lines[2]).toContain('1.50%');
    expect(lines[8]).toContain('Campania 7');
    const pages = api
      .callsTo('GET', LIST)
      .slice(1)
      .map((call) => filterOf(call).page);
    expect(pages).toEqual([1, 2, 3]);
    expect(await screen.findByText('7 campaigns exported')).toBeInTheDocument();
  });

  it("writes an XLSX workbook in the reader's language that reads back with its note, headers and cells", async () => {
    smallPagesApi();
    signInAs(admin);
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campañas');

    const file = await exportAs(user, /\.xlsx/, 'Exportar');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Campañas');
    expect(sheet.getCell('A1').value).toBe('Campañas. Fechas en UTC-03:00 (DD/MM/AA).');
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['Campaña', 'Estado', 'Impresiones']));
    expect(sheet.rowCount).toBe(2 + 7);
    const first = (sheet.getRow(3).values as unknown[]).map(String);
    expect(first).toContain('Campania 1');
    expect(first).toContain('1.234.567');
    expect(first.map((cell) => cell.replace(/\u00a0/g, ' '))).toContain('1,50 %');
  });

  it('exports only the selected rows, with no further call', async () => {
    const api = fakeCampaignsApi(rows);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campaigns');
    await user.click(screen.getByRole('checkbox', { name: 'Select Campania 2' }));
    const calls = api.calls.length;
    const bar = screen.getByRole('region', { name: 'Selected campaigns' });
    await user.click(within(bar).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = (await (downloads[0] as Blob).text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^Campania 2,/);
    expect(api.calls.length).toBe(calls);
  });

  it('stops between pages when the user cancels, and writes nothing', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeCampaignsApi(rows, {
      'GET /api/campaigns': async (call) => {
        const filter = listFilterOf(call);
        if (filter.limit > 5) await gate;
        return json(200, pageOfRows(rows, { ...filter, limit: Math.min(filter.limit, 3) }));
      },
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('7 campaigns');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: /\.csv/ }));
    expect(await screen.findByText('Preparing the export…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(downloads).toHaveLength(0);
    expect(screen.queryByText('Preparing the export…')).not.toBeInTheDocument();
  });
});
