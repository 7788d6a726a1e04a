import 'server-only';
import { formatDayLong, istanbulDayOf, slotLabel } from '@/lib/calendar';
import { getLeadMove, getLiveSurveyBooking } from '@/lib/calendar/index.server';
import { listLeadFiles } from '@/lib/lead-files/index.server';
import type { Db } from '@/lib/db/kysely.server';
import { formatM3, hasItems, summarizeInventory } from '@/lib/inventory';
import { getInventoryCatalogue, getLeadInventory } from '@/lib/inventory/index.server';
import { customerTimeline, stepText, type CustomerPageFacts, CLOSED_STATUSES, type Lead } from '@/lib/leads';
import { type ShownOffer, firstAcceptanceAt } from '@/lib/offers/index.server';
import {
  getLeadReview,
  listLeadDamageReports,
  moveDelivered,
  moveHappened,
  moveOfLead,
} from '@/lib/reviews/index.server';
import { CLOSED_DAMAGE_STATUSES } from '@/lib/reviews';

// The facts the customer page's order rests on (lib/leads/customer-page-plan.ts), read from each
// feature with the same rules its section uses to decide what it shows.

const OFFER_STATE: Partial<Record<ShownOffer['state'], NonNullable<CustomerPageFacts['offer']>['state']>> = {
  sent: 'open',
  change: 'open',
  accepted: 'accepted',
  declined: 'declined',
  expired: 'expired',
  withdrawn: 'withdrawn',
  superseded: 'withdrawn',
};

export async function customerPageFacts(
  db: Db,
  lead: Lead,
  offer: ShownOffer | null,
  now = new Date(),
): Promise<CustomerPageFacts> {
  const offerFacts: CustomerPageFacts['offer'] =
    offer && OFFER_STATE[offer.state]
      ? {
          state: OFFER_STATE[offer.state]!,
          totalText: offer.snapshot.totalText,
          moveDateText: offer.snapshot.moveDate ? formatDayLong(offer.snapshot.moveDate) : null,
        }
      : null;
  const base = {
    kind: lead.kind,
    step: stepText(customerTimeline(lead)),
    lost: lead.status === 'kaybedildi',
    answered: lead.status !== 'yeni' || Boolean(lead.firstResponseAt),
    offer: offerFacts,
  };
  if (lead.kind !== 'quote')
    return { ...base, survey: null, inventory: null, files: null, move: null, afterMove: null, route: null };

  const [booking, stored, catalogue, files, move, planned, acceptedAt] = await Promise.all([
    getLiveSurveyBooking(db, lead.id),
    getLeadInventory(db, lead.id),
    getInventoryCatalogue(),
    listLeadFiles(db, lead.id),
    moveOfLead(db, lead.id),
    getLeadMove(db, lead.id),
    firstAcceptanceAt(db, lead.id),
  ]);
  const today = istanbulDayOf(now);
  const delivered = moveDelivered(move, now);
  const [review, reports] = delivered
    ? await Promise.all([getLeadReview(db, lead.id), listLeadDamageReports(db, lead.id)])
    : [null, []];
  const listed = stored && hasItems(stored.inventory);
  const summary = listed
    ? summarizeInventory(stored.inventory, catalogue, lead.estimate?.inputs.homeSize ?? null)
    : null;
  const moveDay = planned?.moveDate ?? (move && !move.cancelled ? move.date : null);
  return {
    ...base,
    // The survey section shows a live booking, or the form while the lead is open.
    survey:
      booking || !CLOSED_STATUSES.includes(lead.status)
        ? { bookedText: booking ? slotLabel(booking.startsAt) : null }
        : null,
    inventory: {
      items: summary?.itemCount ?? 0,
      volumeText: formatM3(summary?.totalM3 ?? 0),
      // As the inventory section decides: any acceptance freezes the list.
      frozen: acceptedAt !== null,
    },
    files: {
      photos: files.filter((f) => f.kind === 'photo').length,
      videos: files.filter((f) => f.kind === 'video').length,
      closed: moveHappened(move, now),
    },
    move:
      moveDay && move && !move.cancelled
        ? {
            when: moveDay < today ? 'past' : moveDay === today ? 'today' : 'upcoming',
            dateText: formatDayLong(moveDay),
            planned: planned !== null,
          }
        : null,
    afterMove: delivered
      ? {
          reviewWritten: review !== null,
          reviewOpen: moveHappened(move, now),
          openDamageReports: reports.filter((r) => !CLOSED_DAMAGE_STATUSES.includes(r.status)).length,
        }
      : null,
    route: { from: lead.fromLocation, to: lead.toLocation },
  };
}
