// The lead's own e-mails in the outbox (docs/decisions/047): 'staff', 'customer' and
// 'customer-link', each rendered by lib/leads/emails.ts. Named in lib/outbox/kinds.server.ts.
import 'server-only';
import { leadHref } from '@/lib/admin/paths';
import { staffEstimateSummary } from '@/lib/estimate/index.server';
import type { MailKind } from '@/lib/outbox';
import { acknowledgementEmail, customerLinkEmail, leadEmail } from './emails';

/**
 * The staff's e-mail about a new lead: every field, the estimate (range and main lines), a
 * link to the lead's page; sent late, it says how long the lead has waited.
 */
export const newLeadMail: MailKind = {
  audience: 'staff',
  async deliver({ db, lead, company, send }) {
    const leadUrl = new URL(leadHref(lead.kind, lead.id), `${company.url}/`).toString();
    const estimate = lead.kind === 'quote' && lead.estimate ? await staffEstimateSummary(db, lead.estimate) : null;
    await send(leadEmail(lead, new Date(), company, { leadUrl, estimate }));
    return 'sent';
  },
};

/** The customer's acknowledgement of their form, with a link of its own to their page. */
export const acknowledgementMail: MailKind = {
  audience: 'customer',
  async deliver({ lead, company, sendWithLink }) {
    await sendWithLink((pageUrl) => acknowledgementEmail(lead, company, pageUrl));
    return 'sent';
  },
};

/** The link to the customer's page, sent by staff from the lead page. */
export const customerLinkMail: MailKind = {
  audience: 'customer',
  async deliver({ lead, company, sendWithLink }) {
    await sendWithLink((pageUrl) => customerLinkEmail(lead, company, pageUrl));
    return 'sent';
  },
};
