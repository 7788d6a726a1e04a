// "Yeni talep": a lead staff enter for a customer who phoned, wrote on WhatsApp or was
// referred (docs/decisions/044). The public forms' rules (the e-mail may be left empty), a
// reference and a customer page link like any lead, and the customer's acknowledgement
// e-mail when an e-mail was given. No spam checks: only signed-in staff reach it.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/kysely.server';
import { GENERAL_SUBJECT, LEAD_FORM_FIELDS, type LeadField, type LeadKind } from '@/lib/validation/lead';
import { parseStaffLead } from '@/lib/validation/lead-schema';
import { LEAD_KINDS } from './kinds';
import { issueLeadLink } from './links.server';
import { enqueueLeadNotification } from '@/lib/outbox/index.server';
import { sourceLabel, type StaffEntrySource } from './pipeline';
import { newReference } from './reference';
import { insertLead } from './repository.server';
import type { NewLead } from './types';

export interface StaffLeadInput {
  kind: LeadKind;
  source: StaffEntrySource;
  /** The form's fields by name (LEAD_FORM_FIELDS of the kind). */
  values: Partial<Record<LeadField, string>>;
}

export type StaffLeadResult =
  | { ok: false; message: string; fieldErrors: Partial<Record<LeadField, string>> }
  | { ok: true; id: string; kind: LeadKind; reference: string; token: string; acknowledged: boolean };

/**
 * Validates and stores the lead with its reference, its first link to the customer's page
 * (channel "Personel") and, with `notify` and an e-mail, the acknowledgement in the outbox,
 * all in one transaction. The person who took the call owns the lead and has answered it:
 * it is stored read, with its first response now (no escalation for a lead already answered).
 */
export async function createStaffLead(
  db: Db,
  input: StaffLeadInput,
  staff: { userId: string; email: string },
  { now = new Date(), notify }: { now?: Date; notify: boolean },
): Promise<StaffLeadResult> {
  const typed = Object.fromEntries(LEAD_FORM_FIELDS[input.kind].map((f) => [f, input.values[f] ?? '']));
  const result = parseStaffLead(input.kind, typed);
  if (!result.ok || !result.data) {
    return { ok: false, message: result.message ?? 'Talep kaydedilemedi.', fieldErrors: result.fieldErrors };
  }
  const v = result.data as Record<LeadField, string>;
  const own: Record<LeadKind, (reference: string) => NewLead> = {
    contact: (reference) => ({
      kind: 'contact',
      reference,
      name: `${v.firstName} ${v.lastName}`,
      email: v.email,
      message: v.message,
      phone: v.phone || null,
      subject: v.service || GENERAL_SUBJECT,
      source: input.source,
      assignedTo: staff.userId,
    }),
    quote: (reference) => ({
      kind: 'quote',
      reference,
      name: `${v.firstName} ${v.lastName}`,
      email: v.email,
      message: v.message,
      phone: v.phone,
      fromLocation: v.fromLocation,
      toLocation: v.toLocation,
      serviceType: v.service,
      source: input.source,
      assignedTo: staff.userId,
    }),
  };
  const acknowledged = notify && v.email !== '';
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(LEAD_KINDS[input.kind].referencePrefix);
    try {
      return await db.transaction().execute(async (trx) => {
        const lead = await insertLead(
          trx,
          own[input.kind](reference) as Extract<NewLead, { kind: typeof input.kind }>,
          now,
        );
        // The owner is set as the lead is stored: no round-robin turn is taken and the log names
        // no automatic assignment (issue 35); it says who entered the lead and that they own it.
        await trx
          .updateTable('leads')
          .set({ is_read: true, first_response_at: now })
          .where('id', '=', lead.id)
          .execute();
        const creator = await trx
          .selectFrom('user')
          .select(['name', 'email'])
          .where('id', '=', staff.userId)
          .executeTakeFirst();
        await trx
          .insertInto('lead_audit')
          .values([
            {
              id: randomUUID(),
              lead_kind: input.kind,
              lead_id: lead.id,
              actor_email: staff.email,
              action: 'create',
              detail: sourceLabel(input.source),
              created_at: now,
            },
            {
              id: randomUUID(),
              lead_kind: input.kind,
              lead_id: lead.id,
              actor_email: staff.email,
              action: 'assign',
              detail: creator?.name || creator?.email || staff.email,
              created_at: now,
            },
          ])
          .execute();
        if (acknowledged) await enqueueLeadNotification(trx, input.kind, lead.id, now, 'customer');
        const token = await issueLeadLink(trx, lead.id, 'staff', { by: staff.email, now });
        return { ok: true as const, id: lead.id, kind: input.kind, reference, token, acknowledged };
      });
    } catch (error) {
      // A reference already taken (one in 31^6): another one.
      if (attempt >= 4 || !/unique|duplicate/i.test(error instanceof Error ? error.message : '')) throw error;
    }
  }
}
