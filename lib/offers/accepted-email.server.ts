import 'server-only';
import type { Db } from '@/lib/db/kysely.server';
import { sendWithOwnLink } from '@/lib/leads/links.server';
import type { Mailer } from '@/lib/leads/notify.server';
import type { Lead } from '@/lib/leads/types';
import type { SiteConfig } from '@/lib/site';
import { offerAcceptedEmail } from './accepted-email';
import { getOfferAcceptance, listLeadOffers } from './repository.server';
import { readOfferSnapshot } from './snapshot';

/**
 * The outbox's 'offer-accepted' e-mail: the lead's latest accepted version, with a link of
 * the e-mail's own (made now, revoked again if sending fails), as the acknowledgement does.
 * Nothing accepted (staff purged it meanwhile): nothing to send.
 */
export async function sendOfferAccepted(db: Db, mailer: Mailer, lead: Lead, company: SiteConfig, now: Date) {
  const accepted = (await listLeadOffers(db, lead.id)).find((offer) => offer.response === 'accepted');
  const acceptance = accepted ? await getOfferAcceptance(db, accepted.id) : null;
  const snapshot = acceptance ? readOfferSnapshot(acceptance.snapshot) : null;
  if (!acceptance || !snapshot) return;
  await sendWithOwnLink(db, lead.id, company.url, now, (pageUrl) =>
    mailer.send({
      to: lead.email,
      fromName: company.name,
      ...offerAcceptedEmail(lead, company, snapshot, acceptance, pageUrl),
    }),
  );
}
