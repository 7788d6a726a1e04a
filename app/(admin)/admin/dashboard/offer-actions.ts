'use server';

import { ACTION_NEEDS } from '@/lib/auth/permissions';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { dashboardHref } from '@/lib/admin/dashboard';
import { leadHref, offerEditorHref } from '@/lib/admin/paths';
import { staffAction, staffStateAction, type FormFields, type StaffMember } from '@/lib/admin/staff-action.server';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { CUSTOMER_LINK_COOKIE, issueLeadLink, getLead } from '@/lib/leads/index.server';
import { configuredOutbox, triggerDelivery, enqueueLeadNotification } from '@/lib/outbox/index.server';
import { isOfferField, lineRowCount, parseOfferForm, type OfferFormState } from '@/lib/offers';
import { companyVat, getOffer, saveOfferDraft, sendOffer, withdrawOffer } from '@/lib/offers/index.server';
import { formFields, idField, integerField, oneOf, returnField } from '@/lib/validation/form-fields';

// The written offer's staff actions (docs/decisions/036-offer-editor.md): the editor saves a
// draft (and adds a row, or sends it), the lead page sends a saved draft and withdraws a sent
// version. Offers belong to quote requests.

const FAILED = 'islem-basarisiz';
const target = { kind: oneOf(['quote'] as const), id: idField(), liste: returnField(500) };
const targetSchema = z.object(target);
type Target = z.output<typeof targetSchema>;

function back({ kind, id, liste }: Target, notice: string): string {
  return leadHref(kind, id, { bildirim: notice, ...(liste ? { liste } : {}) });
}
const signInReturn = (fields: FormFields) => (fields.id ? leadHref('quote', fields.id) : undefined);
function refused(fields: FormFields, failed: ReadonlySet<string>, notice: string): string {
  if (failed.has('kind') || failed.has('id')) return dashboardHref({ tab: 'teklifler', notice: FAILED });
  return back({ kind: 'quote', id: fields.id ?? '', liste: (fields.liste ?? '').slice(0, 500) }, notice);
}

/**
 * Freezes a draft as its version (the lead moves to "Teklif verildi"), queues the customer's
 * e-mail with a link of its own, and hands staff a fresh link for WhatsApp (shown once).
 */
async function sendAndHandOut(db: Db, leadId: string, offerId: string, staff: StaffMember): Promise<boolean> {
  const lead = await getLead(db, 'quote', leadId);
  if (!lead || lead.deletedAt) return false;
  const sent = await sendOffer(db, offerId, staff);
  if (!sent || sent.leadId !== leadId) return false;
  if (lead.email && configuredOutbox()) {
    await enqueueLeadNotification(db, 'quote', leadId, new Date(), 'offer');
    triggerDelivery();
  }
  const token = await issueLeadLink(db, leadId, 'staff', { by: staff.email });
  (await cookies()).set(CUSTOMER_LINK_COOKIE.name, `${leadId}.${token}`, CUSTOMER_LINK_COOKIE.options(env().SITE_URL));
  return true;
}

const INTENTS = ['save', 'addLine', 'send'] as const;

const offerRows = (form: FormData, intent: string) => {
  const values = formFields(form, isOfferField);
  return { values, rows: lineRowCount(values), intent };
};
const intentOf = (form: FormData) => {
  const sent = form.get('intent');
  return typeof sent === 'string' && (INTENTS as readonly string[]).includes(sent) ? sent : 'save';
};

/**
 * The editor's form (behind useActionState, so it works without JavaScript): refused fields
 * come back with what was typed and a message each; a saved draft lands on the editor again
 * ("Satır ekle" with one more empty row) or, sent, on the lead page.
 */
export const saveOfferAction = staffStateAction<typeof targetSchema, OfferFormState>({
  name: 'offer-save',
  role: ACTION_NEEDS.saveOfferAction,
  form: targetSchema,
  signInReturn,
  refused: () => dashboardHref({ tab: 'teklifler', notice: FAILED }),
  work: async (at, staff, form) => {
    const { values, rows, intent } = offerRows(form, intentOf(form));
    const parsed = parseOfferForm(values);
    if (!parsed.ok) {
      return {
        status: 'invalid',
        values,
        errors: parsed.errors,
        rows: intent === 'addLine' ? rows + 1 : rows,
        message: 'Teklif kaydedilmedi: işaretli alanları düzeltin.',
        answeredAt: Date.now(),
      };
    }
    const db = await getDb();
    const lead = await getLead(db, 'quote', at.id);
    if (!lead || lead.deletedAt) return offerFailed(values, rows);
    const draft = await saveOfferDraft(db, at.id, { ...parsed.value, vat: await companyVat() }, staff.email);
    const liste: Record<string, string> = at.liste ? { liste: at.liste } : {};
    if (intent === 'send') {
      return {
        goTo: (await sendAndHandOut(db, at.id, draft.id, staff))
          ? back(at, 'teklif-gonderildi')
          : offerEditorHref('quote', at.id, { ...liste, bildirim: 'teklif-gonderilemedi' }),
      };
    }
    if (intent === 'addLine') {
      const empty = Math.max(0, rows - parsed.value.lines.length - removedRows(values));
      return { goTo: offerEditorHref('quote', at.id, { ...liste, ek: String(Math.min(empty + 1, 10)) }) };
    }
    return { goTo: offerEditorHref('quote', at.id, { ...liste, bildirim: 'teklif-kaydedildi' }) };
  },
  failed: (_at, form) => {
    const { values, rows } = offerRows(form, 'save');
    return offerFailed(values, rows);
  },
});

function offerFailed(values: Record<string, string>, rows: number): OfferFormState {
  return {
    status: 'failed',
    values,
    errors: {},
    rows,
    message: 'Teklif kaydedilemedi. Lütfen tekrar deneyin.',
    answeredAt: Date.now(),
  };
}

const removedRows = (values: Record<string, string>) =>
  Object.keys(values).filter((name) => /^line\.\d+\.remove$/.test(name)).length;

const versionField = integerField({ min: 1, max: 10_000, label: 'Sürüm' });

/** "Teklifi gönder" from the lead page: the saved draft of that version. */
export const sendOfferAction = staffAction({
  name: 'offer-send',
  role: ACTION_NEEDS.sendOfferAction,
  form: z.object({ ...target, version: versionField }),
  signInReturn,
  work: async ({ id, version }, staff) => {
    const db = await getDb();
    const offer = await getOffer(db, id, version);
    return offer !== null && !offer.sentAt && sendAndHandOut(db, id, offer.id, staff);
  },
  done: (input, ok) => back(input, ok ? 'teklif-gonderildi' : 'teklif-gonderilemedi'),
  refused: (fields, failed) => refused(fields, failed, 'teklif-gonderilemedi'),
});

/** "Teklifi geri çek" (after its confirm step): the customer can no longer accept that version. */
export const withdrawOfferAction = staffAction({
  name: 'offer-withdraw',
  role: ACTION_NEEDS.withdrawOfferAction,
  form: z.object({ ...target, version: versionField }),
  signInReturn,
  work: async ({ id, version }) => {
    const db = await getDb();
    const offer = await getOffer(db, id, version);
    return offer !== null && (await withdrawOffer(db, offer.id));
  },
  done: (input, ok) => back(input, ok ? 'teklif-geri-cekildi' : 'teklif-geri-cekilemedi'),
  refused: (fields, failed) => refused(fields, failed, 'teklif-geri-cekilemedi'),
});
