import { describe, expect, it } from 'vitest';
import { creativeOf, type Item } from '../helpers/campaign-save-cases';
import { sellerSaveCases } from '../helpers/seller-save-cases';

/** What only an edit sends: the ids of the campaign, of the creatives it updates and of those it deletes. */
const { payload, save, savedCampaign, details, asEdit } = sellerSaveCases();

describe('POST /campaigns (edit): what only an edit sends', () => {
  it('refuses updating a creative of another campaign, and leaves both as they were', async () => {
    const campaign = await savedCampaign();
    const other = await savedCampaign();
    const otherPush = creativeOf(other, 'pushs');
    const before = [await details(campaign.id), await details(other.id)];
    const edit = payload(
      asEdit(campaign, { creative: { list: 'pushs', with: { id: otherPush?.id, title: 'Mine now' } } }),
    );
    const response = await save(edit);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'pushs.0.id' });
    expect([await details(campaign.id), await details(other.id)]).toEqual(before);
  });

  it('refuses deleting a creative that does not exist', async () => {
    const campaign = await savedCampaign();
    const before = await details(campaign.id);
    const response = await save(payload(asEdit(campaign, { rest: { deleted: [2_147_000_000] } })));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'deleted.0' });
    expect(await details(campaign.id)).toEqual(before);
  });

  it('refuses an edit without the id of the campaign', async () => {
    const campaign = await savedCampaign();
    const body = payload(asEdit(campaign, {}));
    const { id: _id, ...general } = body.general as Item;
    const response = await save({ ...body, general });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'general.id' });
  });
});
