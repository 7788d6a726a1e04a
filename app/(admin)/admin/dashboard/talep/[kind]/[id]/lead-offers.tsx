import type { Db } from '@/lib/db/kysely.server';
import { getOfferAcceptance, listLeadOffers } from '@/lib/offers/index.server';
import { site } from '@/lib/site';
import { OfferSection } from './offer-section';

/** The offer section's loader: the lead's offer versions and the acceptance record of each accepted one. */
export async function LeadOffers({
  db,
  leadId,
  list,
  fresh,
  phone,
  firstName,
  confirmWithdraw,
}: {
  db: Db;
  leadId: string;
  list: string;
  fresh: string | null;
  phone: string | null;
  firstName: string;
  confirmWithdraw: number | null;
}) {
  const offers = await listLeadOffers(db, leadId);
  const acceptances = await Promise.all(
    offers.filter((o) => o.response === 'accepted').map((o) => getOfferAcceptance(db, o.id)),
  ).then((records) => records.filter((r) => r !== null));
  return (
    <OfferSection
      leadId={leadId}
      list={list}
      offers={offers}
      acceptances={acceptances}
      fresh={fresh}
      phone={phone}
      firstName={firstName}
      companyName={site().name}
      confirmWithdraw={confirmWithdraw}
      now={new Date()}
    />
  );
}
