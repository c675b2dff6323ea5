import { describe, expect, it } from 'vitest';
import accounts from './en/accounts.json';
import activity from './en/activity.json';
import advertiser from './en/advertiser.json';
import audience from './en/audience.json';
import campaignDetail from './en/campaignDetail.json';
import campaigns from './en/campaigns.json';
import control from './en/control.json';
import delivery from './en/delivery.json';
import expenses from './en/expenses.json';
import home from './en/home.json';
import payments from './en/payments.json';
import presentation from './en/presentation.json';
import profile from './en/profile.json';
import programmatics from './en/programmatics.json';
import scheduledReports from './en/scheduledReports.json';
import shell from './en/shell.json';
import simulator from './en/simulator.json';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('the translations', () => {
  const english = new Map(
    leaves({
      ...en,
      ...shell,
      accounts,
      activity,
      advertiser,
      audience,
      campaignDetail,
      campaigns,
      control,
      delivery,
      expenses,
      home,
      payments,
      presentation,
      profile,
      scheduledReports,
      simulator,
      programmatics,
    }),
  );

  it.each([
    ['es', es],
    ['pt', pt],
  ])('%s has exactly the English keys, none empty', (_, bundle) => {
    const translated = new Map(leaves(bundle as Tree));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of translated) expect(value.trim(), key).not.toBe('');
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const bundle of [es, pt] as Tree[]) {
      const translated = new Map(leaves(bundle));
      for (const [key, value] of english) {
        const placeholders = value.match(/\{\{\w+\}\}/g) ?? [];
        for (const placeholder of placeholders) expect(translated.get(key), key).toContain(placeholder);
      }
    }
  });
});
