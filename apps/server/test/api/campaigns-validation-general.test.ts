import { CURRENCIES, PURCHASE_MODELS } from '@adcontrol/domain/shared/enums';
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../helpers/campaign-save-cases';
import { sellerSaveCases } from '../helpers/seller-save-cases';
import { forCreateAndEdit, type RefusedCase, text } from './campaigns-validation-fixtures';

/** The general data's rules: name, budget, price, dates, purchase model, currency, country and rates. */
const { expectRefused, expectTaken } = sellerSaveCases();

forCreateAndEdit((mode) => {
  describe('general data', () => {
    const refused: RefusedCase[] = [
      [
        'a name with a symbol',
        { general: { campaign_name: 'Summer sale!' } },
        'general.campaign_name',
        /letters, spaces and numbers/,
      ],
      ['a name with a dash', { general: { campaign_name: 'Summer-sale 2030' } }, 'general.campaign_name'],
      ['a name with an underscore', { general: { campaign_name: 'summer_sale' } }, 'general.campaign_name'],
      ['a name with markup', { general: { campaign_name: '<b>Sale</b>' } }, 'general.campaign_name'],
      ['a name with an emoji', { general: { campaign_name: 'Sale 🎉' } }, 'general.campaign_name'],
      ['a name with a tab', { general: { campaign_name: 'Summer\tsale' } }, 'general.campaign_name'],
      ['an empty name', { general: { campaign_name: '' } }, 'general.campaign_name', /is required/],
      [
        'a name of spaces only',
        { general: { campaign_name: '   ' } },
        'general.campaign_name',
        /is required/,
      ],
      ['a name of 151 characters', { general: { campaign_name: text(151) } }, 'general.campaign_name'],
      ['a budget of 0', { general: { campaign_total_budget: 0 } }, 'general.campaign_total_budget'],
      ['a negative budget', { general: { campaign_total_budget: -100 } }, 'general.campaign_total_budget'],
      [
        'a budget as text',
        { general: { campaign_total_budget: '1.000,50' } },
        'general.campaign_total_budget',
      ],
      ['a unit price of 0', { general: { unit_price: 0 } }, 'general.unit_price'],
      ['a negative unit price', { general: { unit_price: -2 } }, 'general.unit_price'],
      [
        'an end before the start',
        { general: { campaign_end_date: '2029-12-31T03:00:00.000Z' } },
        'general.campaign_end_date',
        /must not be before campaign_start_date/,
      ],
      [
        'a start that is not a date',
        { general: { campaign_start_date: 'tomorrow' } },
        'general.campaign_start_date',
      ],
      [
        'a start without its offset',
        { general: { campaign_start_date: '2030-01-01T03:00:00' } },
        'general.campaign_start_date',
      ],
      ['negative campaign days', { general: { campaign_days: -1 } }, 'general.campaign_days'],
      ['fractional campaign days', { general: { campaign_days: 1.5 } }, 'general.campaign_days'],
      [
        'a purchase model outside CPC, CPM, CPA, CPE',
        { general: { campaign_purchase_model: 'CPV' } },
        'general.campaign_purchase_model',
      ],
      [
        'a purchase model in lower case',
        { general: { campaign_purchase_model: 'cpm' } },
        'general.campaign_purchase_model',
      ],
      [
        'a currency outside SPEC 9 (MXN: the network says MX)',
        { general: { currency: 'MXN' } },
        'general.currency',
      ],
      ['a currency outside SPEC 9 (GBP)', { general: { currency: 'GBP' } }, 'general.currency'],
      ['a currency in lower case', { general: { currency: 'usd' } }, 'general.currency'],
      ['an unknown country', { general: { country: 'XX' } }, 'general.country'],
      ['a country in lower case', { general: { country: 'cl' } }, 'general.country'],
      ['a three-letter country', { general: { country: 'CHL' } }, 'general.country'],
      ['a negative CTR', { general: { ctr: -0.1 } }, 'general.ctr'],
      ['a CTR over 100 %', { general: { ctr: 100.1 } }, 'general.ctr'],
      ['a CTR as text', { general: { ctr: '2,5' } }, 'general.ctr'],
      ['a negative conversion rate', { general: { conversion_rate: -1 } }, 'general.conversion_rate'],
      ['a conversion rate over 100 %', { general: { conversion_rate: 101 } }, 'general.conversion_rate'],
    ];
    it.each(refused)('refuses %s', (_, change, field, message) =>
      expectRefused(mode, change, field, message),
    );

    it.each([
      ['accented letters', 'Campaña Año Nuevo'],
      ['Portuguese letters', 'Ação de verão São João'],
      ['other alphabets', 'Лето 2030 夏'],
      ['numbers only', '2030'],
    ])('takes a name of %s', async (_, base) => {
      const name = uniqueName(base);
      expect((await expectTaken(mode, { general: { campaign_name: name } })).name).toBe(name);
    });

    it('takes a name of 150 characters', async () => {
      const name = `${text(150)}${uniqueName('')}`.slice(-150);
      expect((await expectTaken(mode, { general: { campaign_name: name } })).name).toBe(name);
    });

    it.each(PURCHASE_MODELS)('takes the purchase model %s', async (model) => {
      const campaign = await expectTaken(mode, { general: { campaign_purchase_model: model } });
      expect(campaign.purchaseModel).toBe(model);
    });

    it.each(CURRENCIES)('takes the currency %s', async (currency) => {
      expect((await expectTaken(mode, { general: { currency } })).currency).toBe(currency);
    });

    it('takes a fractional budget and price, a one-day flight and CTR and conversion rate at 0 and 100', async () => {
      const campaign = await expectTaken(mode, {
        general: {
          campaign_total_budget: 0.5,
          unit_price: 0.01,
          campaign_end_date: '2030-01-01T03:00:00.000Z',
          campaign_days: 0,
          ctr: 0,
          conversion_rate: 100,
        },
      });
      expect(campaign).toMatchObject({ budget: { total: 0.5 }, unitPrice: 0.01, conversionRate: 100 });
      const other = await expectTaken(mode, { general: { ctr: 100, conversion_rate: 0 } });
      expect(other).toMatchObject({ budget: { total: 1_000_000 }, conversionRate: 0 });
    });

    it('spreads the target over the days between the dates, whatever campaign_days says', async () => {
      // 500,000 impressions over the 30 days of January: the days sent (1) are not what the capping uses.
      const campaign = await expectTaken(mode, { general: { campaign_days: 1 } });
      expect(campaign.capping.impressions).toBe(16_667);
    });
  });
});
