import {
  type CoordinateSheetResponse,
  parseCoordinateSheet,
  parseCoordinateSheetPublic,
} from '@adcontrol/domain/audiences/contracts';
import { rowProblemText, sheetProblemText } from '@adcontrol/domain/audiences/coordinate-sheet-problems';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fake, mockApi, resetBetweenTests } from '../../../../../test/app';
import { cameraOf, MapStandIn, renderSection } from './geography-harness';

vi.mock('../audience-map', () => ({ AudienceMap: MapStandIn }));

resetBetweenTests();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (bytes = 10) => new File([new Uint8Array(bytes)], 'points.xlsx', { type: XLSX });

const parsed: CoordinateSheetResponse = {
  points: [
    { type: 'point', center: { lat: -12.0464, lng: -77.0428 }, radio: 1000, included: true, name: 'Lima' },
    { type: 'point', center: { lat: -13.532, lng: -71.9675 }, radio: 500, included: true, name: 'Cusco' },
  ],
  rejected: [
    { row: 4, reason: rowProblemText({ kind: 'latRange', got: '95' }) },
    { row: 7, reason: rowProblemText({ kind: 'missing', column: 'long' }) },
  ],
};

const fileInput = () => screen.getByLabelText('Upload points (.xlsx)', { selector: 'input' });

describe('Bulk points from a sheet', () => {
  it('says which columns the sheet needs', () => {
    mockApi();
    renderSection();
    expect(screen.getByRole('button', { name: 'Upload points (.xlsx)' })).toHaveAccessibleDescription(
      /nombre, lat, long, code, ratio/,
    );
  });

  it('adds the valid rows as points, lists the rejected rows by number, and can be dismissed', async () => {
    const api = mockApi(fake(parseCoordinateSheet, () => parsed));
    const user = userEvent.setup();
    const { last } = renderSection();
    await user.upload(fileInput(), sheet());

    expect(await screen.findByText('2 points added from the sheet.')).toBeInTheDocument();
    expect(screen.getByText('2 rows were left out:')).toBeInTheDocument();
    const rejected = screen.getByRole('list', { name: 'Rows left out' });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Row 4: lat must be a number from -90 to 90 (it reads “95”)', 'Row 7: long is empty']);
    expect(last().coordinates.map((point) => point.name)).toEqual(['Lima', 'Cusco']);
    expect(screen.getByRole('list', { name: '2 points' })).toBeInTheDocument();
    expect(cameraOf(screen.getByRole('region', { name: 'Map stand-in' }))).toMatchObject({ kind: 'fit' });

    const [call] = api.callsTo('POST', '/api/audiences/coordinates');
    expect(call?.headers.get('content-type')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('2 points added from the sheet.')).not.toBeInTheDocument();
  });

  it('says why a sheet was refused in plain words, without the API’s field prefix, and the catalogue’s words for a wrong or too large file', async () => {
    const missing = sheetProblemText('file', {
      kind: 'missingColumns',
      columns: ['nombre', 'lat', 'long', 'code', 'ratio'],
      missing: ['code', 'ratio'],
    });
    let answer = failure(400, 'VALIDATION_FAILED', missing, 'file');
    mockApi(fake(parseCoordinateSheetPublic, () => answer));
    const user = userEvent.setup();
    const { changes } = renderSection({ lookups: 'public' });

    await user.upload(fileInput(), sheet());
    expect(
      await screen.findByText(
        'The first row must name the columns nombre, lat, long, code, ratio. Missing: code, ratio.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^file:/)).not.toBeInTheDocument();

    answer = failure(415, 'UNSUPPORTED_MEDIA_TYPE', 'Not an xlsx workbook');
    await user.upload(fileInput(), sheet());
    expect(
      await screen.findByText('Invalid file, please read the supported formats carefully.'),
    ).toBeInTheDocument();

    answer = failure(413, 'PAYLOAD_TOO_LARGE', 'File too large');
    await user.upload(fileInput(), sheet());
    expect(await screen.findByText('The file is too large: the maximum is 5 MB.')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('says a sheet small enough to send is too large once opened, not that it passes 5 MB', async () => {
    const tooLargeToRead = 'This file is too large once opened. Please send a smaller file.';
    mockApi(
      fake(parseCoordinateSheetPublic, () => failure(413, 'PAYLOAD_TOO_LARGE', tooLargeToRead, 'file')),
    );
    const user = userEvent.setup();
    renderSection({ lookups: 'public' });
    await user.upload(fileInput(), sheet());
    expect(await screen.findByText(tooLargeToRead)).toBeInTheDocument();
    expect(screen.queryByText('The file is too large: the maximum is 5 MB.')).not.toBeInTheDocument();
  });

  it('refuses a sheet over 5 MB before sending it', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderSection();
    await user.upload(fileInput(), sheet(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The file is too large: the maximum is 5 MB.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/audiences/coordinates')).toEqual([]);
  });
});
