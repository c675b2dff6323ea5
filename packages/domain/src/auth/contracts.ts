import { z } from 'zod';
import { account } from '../accounts/account';
import { idParams, okResponse } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { MIN_PASSWORD_LENGTH, validatePasswordConfirmation } from '../rules/passwords';
import { rolesFor } from '../rules/permissions';
import { countryCodeSchema, languageSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';

const tag = 'Auth';

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must have at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200);

export const signInRequest = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const sessionTokens = z.object({ authToken: z.string(), refreshToken: z.string() });
export type SessionTokens = z.infer<typeof sessionTokens>;

export const signInResponse = sessionTokens.extend({
  account,
  /** One of SPEC 6's special admins (they also sign into other admins), so the app offers what they may do. */
  isSpecialAdmin: z.boolean().optional(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

export const signIn = defineEndpoint({
  operationId: 'auth.signIn',
  method: 'POST',
  path: '/auth/sign-in',
  tag,
  summary: 'Sign in with e-mail and password',
  access: 'public',
  body: signInRequest,
  response: signInResponse,
});

export const signUpRequest = z.object({
  email: z.email().max(254),
  password: passwordSchema,
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().max(80).optional(),
  company: z.string().trim().max(120).optional(),
  country: countryCodeSchema.optional(),
  language: languageSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

export const signUp = defineEndpoint({
  operationId: 'auth.signUp',
  method: 'POST',
  path: '/auth/sign-up',
  tag,
  summary: 'Create an advertiser account; a confirmation link is e-mailed',
  access: 'public',
  body: signUpRequest,
  response: okResponse,
  successStatus: 201,
});

export const signIntoAccount = defineEndpoint({
  operationId: 'auth.signIntoAccount',
  method: 'GET',
  path: '/auth/sign-into-account/:id',
  tag,
  summary:
    'Sign into another account (admins; super sellers into their branch; country managers into their country); the tokens also name the acting account',
  access: rolesFor('impersonate'),
  params: idParams,
  response: signInResponse,
});

export const forgotPassword = defineEndpoint({
  operationId: 'auth.forgotPassword',
  method: 'POST',
  path: '/auth/forgot-password',
  tag,
  summary: 'E-mail a password-reset link',
  access: 'public',
  body: z.object({ email: z.email().max(254) }),
  response: okResponse,
});

export const resetPasswordRequest = z
  .object({
    token: z.string().min(1),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(
    (value) => validatePasswordConfirmation(value.password, value.confirmPassword) === null,
    refusal('Confirm password does not match', 'auth.confirmPasswordMismatch', { path: ['confirmPassword'] }),
  );
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const resetPassword = defineEndpoint({
  operationId: 'auth.resetPassword',
  method: 'POST',
  path: '/auth/reset-password',
  tag,
  summary: 'Set a new password with the token from the e-mailed link',
  access: 'public',
  body: resetPasswordRequest,
  response: okResponse,
});

export const refreshToken = defineEndpoint({
  operationId: 'auth.refreshToken',
  method: 'POST',
  path: '/auth/refresh-token',
  tag,
  summary: 'Exchange a refresh token for new tokens (the old one is spent)',
  access: 'public',
  body: z.object({ refreshToken: z.string().min(1) }),
  response: sessionTokens,
});

/**
 * Log out. The client sends every refresh token it holds: its session's and, when it signed into other
 * accounts, each one on its impersonation stack. Public, so an expired access token does not stop it.
 */
export const signOutRequest = z.object({ refreshTokens: z.array(z.string().min(1).max(200)).min(1).max(20) });
export type SignOutRequest = z.infer<typeof signOutRequest>;

export const signOut = defineEndpoint({
  operationId: 'auth.signOut',
  method: 'POST',
  path: '/auth/sign-out',
  tag,
  summary:
    'Log out: end the sessions of the refresh tokens sent (the current one and any on the impersonation stack); their refresh and access tokens stop working at once',
  access: 'public',
  body: signOutRequest,
  response: okResponse,
});

export const confirmAccount = defineEndpoint({
  operationId: 'auth.confirm',
  method: 'POST',
  path: '/auth/confirm',
  tag,
  summary: 'Confirm an account with the token from the e-mailed link',
  access: 'public',
  body: z.object({ token: z.string().min(1) }),
  response: okResponse,
});
