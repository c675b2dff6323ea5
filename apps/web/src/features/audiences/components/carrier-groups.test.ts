import { describe, expect, it } from 'vitest';
import { groupCarriers, groupCodes } from './carrier-groups';

const carrier = (name: string, mcc: string, mnc: string) => ({ name, mcc, mnc, value: `${mcc}-${mnc}` });

describe('carriers as people pick them', () => {
  it('offers a brand once, with every network code it runs under', () => {
    const groups = groupCarriers([
      carrier('Entel', '730', '01'),
      carrier('WOM', '730', '04'),
      carrier('WOM', '730', '09'),
      carrier('entel', '730', '10'),
    ]);
    expect(groups.map((group) => group.name)).toEqual(['Entel', 'WOM']);
    expect(groupCodes(groups[1] ?? { key: '', name: '', carriers: [] })).toEqual([
      { mcc: '730', mncs: '04, 09' },
    ]);
    expect(groups[0]?.carriers.map((chosen) => chosen.mnc)).toEqual(['01', '10']);
  });

  it('keeps one brand of two countries as two operators', () => {
    const groups = groupCarriers([
      carrier('Claro', '730', '03'),
      carrier('Claro', '722', '310'),
      carrier('Claro', '722', '320'),
    ]);
    expect(groups.map((group) => groupCodes(group))).toEqual([
      [{ mcc: '730', mncs: '03' }],
      [{ mcc: '722', mncs: '310, 320' }],
    ]);
  });

  it('names a stored carrier as the list names its code now', () => {
    const stored = [carrier('Colo-Colo MóvilWanderers Móvil', '730', '12')];
    const [group] = groupCarriers(stored, [carrier('Colo-Colo Móvil / Wanderers Móvil', '730', '12')]);
    expect(group?.name).toBe('Colo-Colo Móvil / Wanderers Móvil');
    expect(group?.carriers).toEqual([carrier('Colo-Colo Móvil / Wanderers Móvil', '730', '12')]);
  });
});
