/** One e-mail, ready to send: plain text for every client, HTML for the ones that show it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message, e.g. a scheduled report. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** E-mail goes through this adapter (ARCHITECTURE 8): SMTP when configured, else the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export interface MailLogger {
  info(details: object, message: string): void;
}
