import type { ScheduleFrequency } from '@adcontrol/domain/scheduled-reports/schedule';
import type { Language } from '@adcontrol/domain/shared/enums';
import type { Mail, MailAttachment } from '../mail/mailer';
import { escapeHtml, type Recipient } from '../mail/templates';

interface Texts {
  subject: (frequency: ScheduleFrequency, name: string) => string;
  greeting: (name: string) => string;
  body: (name: string, from: string, to: string) => string;
  manage: string;
  action: string;
}

const WEEKLY: Record<Language, string> = { en: 'weekly', es: 'semanal', pt: 'semanal' };
const MONTHLY: Record<Language, string> = { en: 'monthly', es: 'mensual', pt: 'mensal' };
const often = (language: Language, frequency: ScheduleFrequency) =>
  (frequency === 'weekly' ? WEEKLY : MONTHLY)[language];

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (frequency, name) => `Your ${often('en', frequency)} report: ${name}`,
    greeting: (name) => `Hello ${name},`,
    body: (name, from, to) => `Attached is the report of ${name} from ${from} to ${to}.`,
    manage:
      'You receive it because you scheduled it. Pause or delete it under Scheduled reports in your profile:',
    action: 'Manage my scheduled reports',
  },
  es: {
    subject: (frequency, name) => `Tu informe ${often('es', frequency)}: ${name}`,
    greeting: (name) => `Hola ${name}:`,
    body: (name, from, to) => `Adjuntamos el informe de ${name} del ${from} al ${to}.`,
    manage: 'Lo recibes porque lo programaste. Pausa o elimínalo en Informes programados de tu perfil:',
    action: 'Gestionar mis informes programados',
  },
  pt: {
    subject: (frequency, name) => `Seu relatório ${often('pt', frequency)}: ${name}`,
    greeting: (name) => `Olá, ${name}!`,
    body: (name, from, to) => `Segue em anexo o relatório de ${name} de ${from} a ${to}.`,
    manage: 'Você o recebe porque o agendou. Pause ou exclua em Relatórios agendados no seu perfil:',
    action: 'Gerenciar meus relatórios agendados',
  },
};

/** `2026-03-01` as the product shows days, `01/03/26` (SPEC 9). */
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

export interface ScheduledReportMail {
  recipient: Recipient;
  frequency: ScheduleFrequency;
  name: string;
  period: { start: string; end: string };
  file: MailAttachment;
  /** Where the recipient manages their schedules. */
  link: string;
}

/** A scheduled report's e-mail, in the language chosen for it, with the file attached. */
export function scheduledReportMail(report: ScheduledReportMail): Mail {
  const { recipient, name, link } = report;
  const texts = TEXTS[recipient.language];
  const greeting = texts.greeting(recipient.firstName?.trim() || recipient.email);
  const body = texts.body(name, shown(report.period.start), shown(report.period.end));
  const text = [greeting, '', body, '', texts.manage, link, ''].join('\n');
  const html = `<!doctype html>
<html lang="${recipient.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(texts.manage)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1565c0;color:#fff;text-decoration:none">${escapeHtml(texts.action)}</a></p>
</body></html>
`;
  return {
    to: recipient.email,
    subject: texts.subject(report.frequency, name),
    text,
    html,
    attachments: [report.file],
  };
}
