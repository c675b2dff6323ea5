import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  SCHEDULE_REFUSALS,
  sendReportSchedule,
  updateReportSchedule,
} from '@adcontrol/domain/scheduled-reports/contracts';
import { dayOutOfRange, type ReportSchedule } from '@adcontrol/domain/scheduled-reports/schedule';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { failure, fake, json, mockApi, type Route, renderApp, resetBetweenTests } from '../../../test/app';
import { fakeAdvertiserApi, lacteos } from '../../../test/fake-advertiser-api';
import { fakeDetailApi } from '../../../test/fake-campaign-detail-api';
import { makeAccount, signInAs } from '../../../test/fixtures';

vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetBetweenTests();

const seller = makeAccount({ id: 7, role: 'seller', firstName: 'Sofía' });

function makeSchedule(overrides: Partial<ReportSchedule> = {}): ReportSchedule {
  return {
    id: 5,
    kind: 'campaign',
    targetId: 17,
    targetName: 'Lácteos del Sur Verano',
    format: 'xlsx',
    frequency: 'weekly',
    day: 1,
    language: 'es',
    isActive: true,
    // 02:00 UTC on 7 December is still 6 December at -03:00.
    nextRunAt: '2026-12-07T02:00:00.000Z',
    lastSentAt: null,
    lastFailure: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** The schedules' API over a list held here, as the server keeps it. */
function schedulesApi(initial: ReportSchedule[]) {
  let items = initial;
  const byId = (id: number) => items.find((item) => item.id === id) ?? failure(404, 'NOT_FOUND', 'Not found');
  return [
    fake(listReportSchedules, () => ({ items })),
    fake(createReportSchedule, ({ body }) => {
      const created = makeSchedule({ id: 9, ...body, nextRunAt: '2026-12-02T11:00:00.000Z' });
      items = [...items, created];
      return created;
    }),
    fake(updateReportSchedule, ({ params, body }) => {
      items = items.map((item) =>
        item.id === params.id ? { ...item, isActive: body.isActive ?? item.isActive } : item,
      );
      return byId(params.id);
    }),
    fake(sendReportSchedule, ({ params }) => {
      const sentAt = '2026-11-30T12:00:00.000Z';
      items = items.map((item) => (item.id === params.id ? { ...item, lastSentAt: sentAt } : item));
      return { sentTo: 'sofia@example.test', periodStart: '2026-11-23', periodEnd: '2026-11-29', sentAt };
    }),
    fake(deleteReportSchedule, ({ params }) => {
      items = items.filter((item) => item.id !== params.id);
      return { success: true } as const;
    }),
  ];
}

/** A seller on the campaign page, the schedule dialog open. */
async function openScheduleDialog() {
  signInAs(seller);
  const user = userEvent.setup();
  renderApp('/campaigns/17');
  await user.click(
    await screen.findByRole('button', { name: 'Schedule e-mail report' }, { timeout: 12_000 }),
  );
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('scheduling a report', () => {
  it('schedules a campaign report from its page with the chosen format, frequency, day and language', async () => {
    const api = fakeDetailApi({ routes: schedulesApi([]) });
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/campaigns/17');
    await user.click(
      await screen.findByRole('button', { name: 'Schedule e-mail report' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Schedule an e-mail report/ });
    expect(within(dialog).getByText('Lácteos del Sur Verano')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByRole('option', { name: 'PDF' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: 'Day 15' }));
    expect(within(dialog).getByText(/On day 15 of every month at 08:00 \(-03:00\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Language of the report' }));
    await user.click(await screen.findByRole('option', { name: 'Português' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(
      await screen.findByText('Report scheduled. The first e-mail leaves on 02/12/26.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/report-schedules').map((call) => call.body)).toEqual([
      { kind: 'campaign', targetId: 17, format: 'pdf', frequency: 'monthly', day: 15, language: 'pt' },
    ]);
  }, 40_000);

  it('offers the weekdays by name and names the day field when the server refuses it', async () => {
    fakeDetailApi({
      routes: [
        {
          // By path, not through the contract: the refusal carries the catalogue key and its params as the
          // server's validation writes them, which this test reads back.
          'POST /api/report-schedules': () =>
            json(400, {
              success: false,
              code: 'VALIDATION_FAILED',
              message: `day: ${dayOutOfRange(7)}`,
              field: 'day',
              key: 'reports.dayOutOfRange',
              params: { max: 7 },
            }),
        },
      ],
    });
    const { user, dialog } = await openScheduleDialog();
    await user.click(within(dialog).getByRole('combobox', { name: 'Day' }));
    const days = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await user.click(screen.getByRole('option', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a day from 1 to 7')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says a refusal of something the dialog does not show in its alert', async () => {
    fakeDetailApi({
      routes: [fake(createReportSchedule, () => failure(404, 'NOT_FOUND', 'Campaign not found', 'targetId'))],
    });
    const { user, dialog } = await openScheduleDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Campaign not found');
  });

  it("schedules an advertiser's report from the advertiser page", async () => {
    const api = fakeAdvertiserApi(...schedulesApi([]));
    signInAs(seller);
    const user = userEvent.setup();
    renderApp(`/advertiser?advertiser=${lacteos.id}`);
    await user.click(
      await screen.findByRole('button', { name: 'Schedule e-mail report' }, { timeout: 12_000 }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/report-schedules')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/report-schedules')[0]?.body).toEqual({
      kind: 'advertiser',
      targetId: lacteos.id,
      format: 'xlsx',
      frequency: 'weekly',
      day: 1,
      language: 'en',
    });
  });
});

describe('one e-mail per report', () => {
  it('says in words that the same report is already scheduled, and where to find it', async () => {
    fakeDetailApi({
      routes: [fake(createReportSchedule, () => failure(409, 'CONFLICT', SCHEDULE_REFUSALS.duplicatePaused))],
    });
    signInAs(seller);
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderApp('/campaigns/17');
    await user.click(
      await screen.findByRole('button', { name: 'Programar informe por correo' }, { timeout: 12_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Programar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este reporte ya está programado con el mismo formato, día e idioma, y está en pausa: reanúdalo',
    );
    expect(within(alert).getByRole('link', { name: 'Ver mis informes programados' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

const gone = () => failure(404, 'NOT_FOUND', 'Scheduled report not found');

/** The profile listing one schedule, its call `refusal` answering as the server refuses it. */
async function profileRefusing(schedule: ReportSchedule, refusal: Route) {
  mockApi(
    refusal,
    fake(listReportSchedules, () => ({ items: [schedule] })),
  );
  signInAs(seller);
  const user = userEvent.setup();
  renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Scheduled reports' }, { timeout: 12_000 });
  await within(section).findByRole('list');
  return { section, user };
}

describe('the scheduled reports on the profile', () => {
  it('lists them with the next send date at -03:00, pauses, resumes and deletes after asking', async () => {
    const api = mockApi(
      ...schedulesApi([
        makeSchedule(),
        makeSchedule({
          id: 6,
          kind: 'advertiser',
          targetId: 30,
          targetName: null,
          frequency: 'monthly',
          day: 3,
          format: 'pdf',
          language: 'en',
          lastFailure: { periodStart: '2026-10-01', periodEnd: '2026-10-31' },
          lastSentAt: '2026-11-02T11:00:00.000Z',
        }),
      ]),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Scheduled reports' }, { timeout: 12_000 });
    const list = await within(section).findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Lácteos del Sur Verano');
    expect(first).toHaveTextContent('Campaign · Every Monday · Excel (XLSX) · Español');
    expect(first).toHaveTextContent('Next e-mail: 06/12/26');
    expect(first).toHaveTextContent('No e-mail sent yet');
    expect(second).toHaveTextContent('Last e-mail: 02/11/26');
    expect(second).toHaveTextContent('No longer available (#30)');
    expect(second).toHaveTextContent('Advertiser · Day 3 of each month · PDF · English');
    expect(second).toHaveTextContent(
      'The report of 01/10/26 – 31/10/26 could not be sent and will not be sent again.',
    );
    expect(first).not.toHaveTextContent('could not be sent');

    // "Send me one now": the report at once, to see what arrives; the list then shows it as the last e-mail.
    await user.click(within(section).getByRole('button', { name: 'Send me Lácteos del Sur Verano now' }));
    expect(
      await screen.findByText(
        'Sent to sofia@example.test: the report of 23/11/26 – 29/11/26. Your next e-mail still leaves on its day.',
      ),
    ).toBeInTheDocument();
    expect(await within(section).findByText('Last e-mail: 30/11/26')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/report-schedules/5/send')).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Pause Lácteos del Sur Verano' }));
    expect(await screen.findByText('Scheduled report paused.')).toBeInTheDocument();
    expect(await within(section).findByText('Paused: nothing is sent')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Resume Lácteos del Sur Verano' }));
    expect(await screen.findByText('Scheduled report resumed.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete No longer available (#30)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this scheduled report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/report-schedules/6')).toHaveLength(1);
    expect(api.callsTo('PATCH', '/api/report-schedules/5').map((call) => call.body)).toEqual([
      { isActive: false },
      { isActive: true },
    ]);
  });

  it('says why a resume is refused, in its own words', async () => {
    const { section, user } = await profileRefusing(
      makeSchedule({ isActive: false }),
      fake(updateReportSchedule, () => failure(409, 'CONFLICT', SCHEDULE_REFUSALS.duplicate)),
    );
    await user.click(within(section).getByRole('button', { name: 'Resume Lácteos del Sur Verano' }));
    expect(await screen.findByText(SCHEDULE_REFUSALS.duplicate)).toBeInTheDocument();
  });

  it('says a report gone since the list was read when it is sent now', async () => {
    const { section, user } = await profileRefusing(
      makeSchedule(),
      fake(sendReportSchedule, () => gone()),
    );
    await user.click(within(section).getByRole('button', { name: 'Send me Lácteos del Sur Verano now' }));
    expect(await screen.findByText('Scheduled report not found')).toBeInTheDocument();
  });

  it('says a report gone since the list was read when it is deleted', async () => {
    const { section, user } = await profileRefusing(
      makeSchedule(),
      fake(deleteReportSchedule, () => gone()),
    );
    await user.click(within(section).getByRole('button', { name: 'Delete Lácteos del Sur Verano' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this scheduled report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('Scheduled report not found')).toBeInTheDocument();
  });

  it('says there are none yet, in Spanish too', async () => {
    mockApi(...schedulesApi([]));
    signInAs(seller);
    await i18n.changeLanguage('es');
    renderApp('/profile');
    expect(
      await screen.findByText(/No tienes informes programados/, undefined, { timeout: 12_000 }),
    ).toBeInTheDocument();
  });
});
