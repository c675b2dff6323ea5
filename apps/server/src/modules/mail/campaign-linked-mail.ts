import type { Language, Source } from '@adcontrol/domain/shared/enums';
import type { Mail } from './mailer';
import { escapeHtml, type Recipient } from './templates';

interface Texts {
  subject: (campaign: string) => string;
  greeting: (name: string) => string;
  body: (campaign: string, servers: string) => string;
  and: string;
  action: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (campaign) => `Your campaign ${campaign} is linked`,
    greeting: (name) => `Hello ${name},`,
    body: (campaign, servers) =>
      `The campaign ${campaign} was linked to the delivery server ${servers}. Its statistics will show the delivery as it arrives.`,
    and: 'and',
    action: 'See the campaign',
  },
  es: {
    subject: (campaign) => `Tu campaña ${campaign} está vinculada`,
    greeting: (name) => `Hola ${name}:`,
    body: (campaign, servers) =>
      `La campaña ${campaign} se vinculó al servidor de entrega ${servers}. Sus estadísticas mostrarán la entrega a medida que llegue.`,
    and: 'y',
    action: 'Ver la campaña',
  },
  pt: {
    subject: (campaign) => `Sua campanha ${campaign} está vinculada`,
    greeting: (name) => `Olá, ${name}!`,
    body: (campaign, servers) =>
      `A campanha ${campaign} foi vinculada ao servidor de entrega ${servers}. Suas estatísticas mostrarão a entrega à medida que chegar.`,
    and: 'e',
    action: 'Ver a campanha',
  },
};

/** Tells a campaign's advertiser or seller, in their language, that it was linked to newton, sinew or both. */
export function campaignLinkedMail(
  recipient: Recipient,
  campaign: string,
  servers: readonly Source[],
  link: string,
): Mail {
  const texts = TEXTS[recipient.language];
  const name = recipient.firstName?.trim() || recipient.email;
  const body = texts.body(campaign, servers.join(` ${texts.and} `));
  const text = [texts.greeting(name), '', body, '', link, ''].join('\n');
  const html = `<!doctype html>
<html lang="${recipient.language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1565c0;color:#fff;text-decoration:none">${escapeHtml(texts.action)}</a></p>
</body></html>
`;
  return { to: recipient.email, subject: texts.subject(campaign), text, html };
}
