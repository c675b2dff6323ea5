/** The parts of an account a seller is named by. */
export interface SellerNameParts {
  company: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * How a seller reads wherever one is shown or chosen (Control's column and filter, Programmatics', the campaign's
 * page): "Company (First Last)", so the company a list shows and the person a filter picks are the same words.
 * Either part alone when the other is missing; null when the account has neither.
 */
export function sellerLabel({ company, firstName, lastName }: SellerNameParts): string | null {
  const person = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const firm = company?.trim() ?? '';
  if (firm && person) return `${firm} (${person})`;
  return firm || person || null;
}
