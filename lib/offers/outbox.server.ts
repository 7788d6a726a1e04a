// The offer's e-mails in the outbox (docs/decisions/047): the customer's 'offer' and
// 'offer-accepted', the staff's 'offer-response'. Named in lib/outbox/kinds.server.ts.
import 'server-only';
import { leadHref } from '@/lib/admin/paths';
import type { MailKind } from '@/lib/outbox';
import { offerAcceptedEmail } from './accepted-email';
import { offerEmail, offerResponseEmail } from './emails';
import { getOfferAcceptance, lastAnsweredOffer, latestSentVersion, listLeadOffers } from './repository.server';
import { readOfferSnapshot } from './snapshot';

/** The latest sent version, with a link of the e-mail's own; nothing when it was withdrawn meanwhile. */
export const offerSentMail: MailKind = {
  audience: 'customer',
  async deliver({ db, lead, company, sendWithLink }) {
    const offers = await listLeadOffers(db, lead.id);
    const latest = offers.find((o) => o.version === latestSentVersion(offers));
    if (!latest || latest.withdrawnAt) return 'nothing';
    await sendWithLink((pageUrl) => offerEmail(lead, latest, company, pageUrl));
    return 'sent';
  },
};

/**
 * The customer's copy of their acceptance: the lead's latest accepted version, with a link of
 * the e-mail's own, as the acknowledgement does. Nothing accepted (staff purged it meanwhile):
 * nothing to send.
 */
export const offerAcceptedMail: MailKind = {
  audience: 'customer',
  async deliver({ db, lead, company, sendWithLink }) {
    const accepted = (await listLeadOffers(db, lead.id)).find((offer) => offer.response === 'accepted');
    const acceptance = accepted ? await getOfferAcceptance(db, accepted.id) : null;
    const snapshot = acceptance ? readOfferSnapshot(acceptance.snapshot) : null;
    if (!acceptance || !snapshot) return 'nothing';
    await sendWithLink((pageUrl) => offerAcceptedEmail(lead, company, snapshot, acceptance, pageUrl));
    return 'sent';
  },
};

/** The staff's e-mail about the customer's answer to an offer (accepted, a change, declined). */
export const offerResponseMail: MailKind = {
  audience: 'staff',
  async deliver({ db, lead, company, send }) {
    const offer = await lastAnsweredOffer(db, lead.id);
    if (!offer) return 'nothing';
    const leadUrl = new URL(leadHref(lead.kind, lead.id), `${company.url}/`).toString();
    await send(offerResponseEmail(lead, offer, leadUrl));
    return 'sent';
  },
};
