// What other modules may use of auth (docs/decisions/060): passwords, and ending an account's sessions.
export { hashPassword, verifyPassword } from './password';
export { revokeAccountSessions } from './refresh-tokens';
