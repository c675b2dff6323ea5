/** Drops accents: campaign names accept only letters, digits and spaces (SPEC 5). */
export function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function slug(text: string, separator = ''): string {
  return ascii(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Keeps `text` within `max` characters, cutting at a word where possible. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

/** Makes `candidate` unique within `taken` (compared case-insensitively) by numbering repeats. */
export function unique(candidate: string, taken: Set<string>, join = ' '): string {
  let name = candidate;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${candidate}${join}${n}`;
  taken.add(name.toLowerCase());
  return name;
}
