import { AppError, type MessageParams } from '@adcontrol/domain/shared/app-error';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';

/** The campaign module's answers for a missing campaign, a refused field and a name in use. */
export const notFound = () => new AppError('NOT_FOUND', 'Campaign not found');
export const invalid = (field: string, message: string, key: MessageKey, params?: MessageParams) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { field, key, ...(params ? { params } : {}) });
export const nameExists = (field: string) =>
  new AppError('CONFLICT', MESSAGES['campaigns.alreadyExists'].en, { field });
