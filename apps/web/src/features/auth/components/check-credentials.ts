import type { SignInRequest } from '@adcontrol/domain/auth/contracts';

export type CredentialErrors = Partial<Record<keyof SignInRequest, true>>;

let schema: Promise<typeof import('@adcontrol/domain/auth/contracts')['signInRequest']> | undefined;

/**
 * The fields the shared `signInRequest` schema rejects. The schema (and zod with it) loads on the first check,
 * not with the login page (decision 013). When it cannot be downloaded (offline), nothing is rejected: the
 * call then fails as any call does without a connection, and the server checks the same contract anyway.
 */
export async function checkCredentials(values: SignInRequest): Promise<CredentialErrors> {
  schema ??= import('@adcontrol/domain/auth/contracts').then((contracts) => contracts.signInRequest);
  let signInRequest: Awaited<typeof schema>;
  try {
    signInRequest = await schema;
  } catch {
    schema = undefined; // tried again on the next check
    return {};
  }
  const errors: CredentialErrors = {};
  for (const issue of signInRequest.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'email' || field === 'password') errors[field] = true;
  }
  return errors;
}
