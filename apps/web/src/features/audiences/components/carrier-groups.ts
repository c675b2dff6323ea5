import type { Carrier } from '@adcontrol/domain/audiences/audience';

/** One operator as people know it: a brand, with every network code it runs under (WOM: 730-04 and 730-09). */
export interface CarrierGroup {
  key: string;
  name: string;
  carriers: Carrier[];
}

export const carrierCode = (carrier: Carrier) => `${carrier.mcc}-${carrier.mnc}`;

/**
 * The operators of a list, one per brand and country, in the order each first appears. A brand is its name,
 * whatever the letter case, within one country (MCC): Claro in Chile and Claro in Argentina are two operators,
 * chosen apart. A carrier already known by its code takes the known name (a stored audience may hold an older one).
 */
export function groupCarriers(carriers: readonly Carrier[], known: readonly Carrier[] = []): CarrierGroup[] {
  const nameByCode = new Map(known.map((carrier) => [carrierCode(carrier), carrier.name]));
  const groups = new Map<string, CarrierGroup>();
  for (const carrier of carriers) {
    const name = nameByCode.get(carrierCode(carrier)) ?? carrier.name;
    const key = `${carrier.mcc}:${name.toLocaleLowerCase()}`;
    const group = groups.get(key);
    if (!group) groups.set(key, { key, name, carriers: [{ ...carrier, name }] });
    else if (!group.carriers.some((chosen) => carrierCode(chosen) === carrierCode(carrier))) {
      group.carriers.push({ ...carrier, name });
    }
  }
  return [...groups.values()];
}

/** "730 · 04, 09": the network codes of a brand, by country code (MCC), then its networks (MNC). */
export function groupCodes(group: CarrierGroup): { mcc: string; mncs: string }[] {
  const byMcc = new Map<string, string[]>();
  for (const carrier of group.carriers)
    byMcc.set(carrier.mcc, [...(byMcc.get(carrier.mcc) ?? []), carrier.mnc]);
  return [...byMcc].map(([mcc, mncs]) => ({ mcc, mncs: mncs.join(', ') }));
}
