import {
  createPayment,
  listPayableCampaigns,
  listPaymentMethods,
  listPayments,
} from '@adcontrol/domain/payments/contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { failure, fake, json, mockApi, renderApp, resetBetweenTests } from '../../../test/app';
import { signInAs } from '../../../test/fixtures';
import {
  admin,
  advertiser,
  fakePaymentsApi,
  lastPaymentForm,
  makePayment,
  methods,
  summer,
} from './fake-payments-api';

resetBetweenTests();

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'transferencia.pdf', { type: 'application/pdf' });

describe('the payments list', () => {
  it('shows each payment with its amount, method, campaigns and state, and filters by state chip', async () => {
    const api = fakePaymentsApi([
      makePayment(),
      makePayment({ id: 30, status: 'rejected', statusReason: 'Transfer bounced', amount: 200 }),
    ]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(await screen.findByText('2 payments')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(
      within(items[0] as HTMLElement).getByText(/Bank transfer · Paid on 02\/03\/31/),
    ).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Verano lácteo' })).toHaveAttribute(
      'href',
      '/campaigns/70',
    );
    expect(within(items[1] as HTMLElement).getByText('Reason: Transfer bounced')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Rejected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/payments').at(-1)?.url.searchParams.get('status')).toBe('pending'),
    );
    expect(await screen.findByText('1 payment')).toBeInTheDocument();
  });

  it('opens with the filters an address carries, and ignores the ones it can not read', async () => {
    const api = fakePaymentsApi([makePayment({ id: 30, status: 'rejected' })]);
    signInAs(admin);
    renderApp('/payments?status=rejected&currency=CLP&methodId=abc&page=0');

    expect(await screen.findByText('1 payment')).toBeInTheDocument();
    const asked = api.callsTo('GET', '/api/payments').at(-1)?.url.searchParams;
    expect(asked?.get('status')).toBe('rejected');
    expect(asked?.get('currency')).toBe('CLP');
    expect(asked?.get('methodId')).toBeNull();
    expect(asked?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Rejected', pressed: true })).toBeInTheDocument();
  });

  it('lets an admin approve a payment after confirming, with a reason, and says so', async () => {
    const api = fakePaymentsApi([makePayment()]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/payments');

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payment?' });
    expect(within(dialog).getByText(/from Lácteos del Sur, paid on 02\/03\/31/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Seen in the bank');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/payments/31/status')[0]?.body).toEqual({
      status: 'approved',
      reason: 'Seen in the bank',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(await within(list).findByText('Approved')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('gives an advertiser no decision and no advertiser filter, only its proofs', async () => {
    fakePaymentsApi([makePayment()]);
    signInAs(advertiser);
    renderApp('/payments');

    expect(await screen.findByText('1 payment')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the proof of payment transferencia.pdf' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Advertiser' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payment methods' })).not.toBeInTheDocument();
  });
  it('lets an admin add a payment method and switch one back on', async () => {
    const api = fakePaymentsApi([makePayment()]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/payments');

    await user.click(await screen.findByRole('button', { name: 'Payment methods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment methods' });
    const cheque = within(dialog).getByRole('switch', { name: 'Cheque is offered' });
    expect(cheque).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Bank transfer is offered' })).toBeChecked();
    await user.click(cheque);
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/payment-methods/5')[0]?.body).toEqual({ isActive: true }),
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'New method' }), 'Crypto');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/payment-methods')[0]?.body).toEqual({ name: 'Crypto' }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'New method' })).toHaveValue('');
  });
});

describe('recording a payment', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, file: File) {
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '1.500.000,50');
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByRole('option', { name: 'Credit card' }));
    await user.click(await screen.findByRole('checkbox', { name: /Verano lácteo/ }));
    await user.upload(screen.getByLabelText('Proof of payment', { selector: 'input' }), file);
  }

  it('sends the amount as SPEC 5 reads it, the campaigns it covers and the proof, then shows the list', async () => {
    fakePaymentsApi([]);
    signInAs(advertiser);
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderApp('/payments/create');

    expect(await screen.findByText('PDF, XLSX or DOCX, up to 5 MB.')).toBeInTheDocument();
    // Only the advertiser's CLP campaigns are offered once the currency follows its first campaign.
    expect(await screen.findByRole('checkbox', { name: /Verano lácteo/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Export push/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Cheque' })).not.toBeInTheDocument();
    await fill(user, pdf());
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    const form = lastPaymentForm();
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([key]) => key !== 'proof'))).toEqual({
      advertiserId: String(advertiser.id),
      campaignIds: String(summer.id),
      amount: '1500000.50',
      currency: 'CLP',
      methodId: String(methods[1]?.id),
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((form?.get('proof') as File | undefined)?.name).toBe('transferencia.pdf');
  });

  it('refuses a program before sending it, and says why the server refused a file, keeping what was typed', async () => {
    const api = fakePaymentsApi([]);
    signInAs(advertiser);
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/payments/create');

    await fill(user, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(
      await screen.findByText('Invalid file, please read the supported formats carefully.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(api.callsTo('POST', '/api/payments')).toHaveLength(0);

    mockApi(
      fake(listPaymentMethods, () => methods),
      fake(listPayableCampaigns, () => [summer]),
      fake(createPayment, () =>
        failure(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Invalid file, please read the supported formats carefully.',
          'proof',
        ),
      ),
    );
    await user.upload(
      screen.getByLabelText('Proof of payment', { selector: 'input' }),
      new File(['not really'], 'renamed.pdf', { type: 'application/pdf' }),
    );
    expect(
      screen.queryByText('Invalid file, please read the supported formats carefully.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));

    expect(
      await screen.findByText('Invalid file, please read the supported formats carefully.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1.500.000,50');
    expect(screen.getByRole('checkbox', { name: /Verano lácteo/ })).toBeChecked();
  });

  it('says above the form a refusal of the advertiser, which an advertiser has no field for', async () => {
    const notYours = 'This advertiser is not one of yours';
    mockApi(
      fake(listPaymentMethods, () => methods),
      fake(listPayableCampaigns, () => [summer]),
      fake(createPayment, () =>
        failure(400, 'VALIDATION_FAILED', `advertiserId: ${notYours}`, 'advertiserId'),
      ),
    );
    signInAs(advertiser);
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/payments/create');
    await fill(user, pdf());
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notYours);
  });

  it('lets an admin pick the advertiser, and names an amount it can not read', async () => {
    fakePaymentsApi([], [advertiser, { ...advertiser, id: 10, company: 'Otra Empresa' }]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/payments/create');

    expect(await screen.findByText('Choose the advertiser first.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Advertiser' }));
    await user.click(await screen.findByRole('option', { name: 'Lácteos del Sur' }));
    expect(await screen.findByRole('checkbox', { name: /Verano lácteo/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0,00');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('Write an amount above 0 with at most two decimals, as in 1.500.000,50.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose at least one campaign.')).toBeInTheDocument();
  });
});

describe('a refusal in Spanish', () => {
  it('shows the list refused, and a field the server refused, in the reader’s language', async () => {
    mockApi(
      fake(listPaymentMethods, () => methods),
      fake(listPayableCampaigns, () => [summer]),
      fake(listPayments, () => failure(403, 'FORBIDDEN', MESSAGES['errors.forbidden'].en)),
      fake(createPayment, () =>
        json(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'amount: Enter a value of at most 1000',
          field: 'amount',
          key: 'validation.tooLarge',
          params: { max: 1000 },
        }),
      ),
    );
    signInAs(advertiser);
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderApp('/payments');
    expect(
      await screen.findByText('No tienes permiso para hacer esto', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();

    await router.navigate('/payments/create');
    await user.type(await screen.findByRole('textbox', { name: 'Monto' }), '1.500.000,50');
    await user.click(screen.getByRole('combobox', { name: 'Medio de pago' }));
    await user.click(await screen.findByRole('option', { name: 'Tarjeta de crédito' }));
    await user.click(await screen.findByRole('checkbox', { name: /Verano lácteo/ }));
    await user.upload(screen.getByLabelText('Comprobante de pago', { selector: 'input' }), pdf());
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Ingresa un valor de como máximo 1000')).toBeInTheDocument();
  }, 45_000);
});
