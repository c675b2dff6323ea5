// What other modules may use of accounts (docs/decisions/060); everything else is the module's own.

export { type AuditActor, recordAccountActivity } from './audit';
export { emailTaken } from './input-checks';
export {
  type AccountRow,
  accountByEmail,
  accountById,
  addAccount,
  confirmEmail,
  impersonationTarget,
  isSpecialAdmin,
  presentAccount,
  recordSignedInto,
  setPasswordHash,
} from './service';
