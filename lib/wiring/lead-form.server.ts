// A visitor's lead form, wired to the features a new lead starts (docs/decisions/047): lib/leads
// stores the lead and its e-mails (lib/leads/submit.server.ts) and knows none of them; here its
// belongings (lib/inventory) and its alert to staff phones (lib/alerts) are stored in the lead's
// transaction, and the queued e-mails and alert are sent after the commit.
import 'server-only';
import { enqueueStaffAlert, triggerStaffAlerts } from '@/lib/alerts/index.server';
import type { Inventory } from '@/lib/inventory';
import { saveLeadInventory } from '@/lib/inventory/index.server';
import type { LeadFormState } from '@/lib/leads';
import { submitLead as storeLead, type SubmitContext } from '@/lib/leads/index.server';
import { configuredOutbox, triggerDelivery } from '@/lib/outbox/index.server';
import type { LeadKind } from '@/lib/validation/lead';

export interface LeadFormContext extends Omit<SubmitContext, 'storeWithLead' | 'committed'> {
  /** A quote request's belongings entered with the estimate (lib/inventory/query.ts), stored with it. */
  inventory?: Inventory | null;
  /** Runs after the commit to send the staff alert (default: in the background, on the application's database). */
  afterCommitAlerts?: () => void;
}

/**
 * Validates, checks for spam and stores a contact message or quote request
 * (lib/leads/submit.server.ts), with its belongings and its staff alert. The staff e-mail and
 * the acknowledgement are queued when SMTP is configured and sent after the commit.
 */
export function submitLead(kind: LeadKind, form: FormData, ctx: LeadFormContext): Promise<LeadFormState> {
  const { inventory, afterCommitAlerts, ...rest } = ctx;
  return storeLead(kind, form, {
    ...rest,
    notify: ctx.notify ?? configuredOutbox() !== null,
    afterCommit: ctx.afterCommit ?? triggerDelivery,
    async storeWithLead(trx, lead, now) {
      if (lead.kind === 'quote' && inventory) await saveLeadInventory(trx, lead.id, inventory, 'estimate', now);
      // The alert to staff phones (lib/alerts), through its own queue.
      await enqueueStaffAlert(trx, { event: 'new-lead', leadId: lead.id, now });
    },
    committed: afterCommitAlerts ?? (ctx.db ? undefined : triggerStaffAlerts),
  });
}
