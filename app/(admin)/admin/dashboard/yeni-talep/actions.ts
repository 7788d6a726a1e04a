'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { ADMIN_PATHS, leadHref } from '@/lib/admin/paths';
import { staffStateAction } from '@/lib/admin/staff-action.server';
import { ACTION_NEEDS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { CUSTOMER_LINK_COOKIE, createStaffLead } from '@/lib/leads/index.server';
import { configuredOutbox, triggerDelivery } from '@/lib/outbox/index.server';
import { STAFF_ENTRY_SOURCES, type StaffEntrySource } from '@/lib/leads';
import { oneOf } from '@/lib/validation/form-fields';
import { LEAD_FORM_FIELDS, type LeadKind } from '@/lib/validation/lead';
import type { NewLeadFormState } from './state';

const FAILED = 'Talep kaydedilemedi: veritabanına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.';
const SOURCE_REQUIRED = 'Talebin nereden geldiğini seçin: Telefon, WhatsApp veya Tavsiye.';

const isSource = (v: unknown): v is StaffEntrySource => (STAFF_ENTRY_SOURCES as readonly unknown[]).includes(v);

const kindForm = z.object({ kind: oneOf(['contact', 'quote'] as const) });

function typed(kind: LeadKind, form: FormData) {
  const values = Object.fromEntries(LEAD_FORM_FIELDS[kind].map((f) => [f, String(form.get(f) ?? '').slice(0, 6000)]));
  const source = form.get('source');
  return { values, source, echo: { ...values, source: typeof source === 'string' ? source : '' } };
}

/**
 * "Yeni talep": stores a lead staff took by phone, WhatsApp or a referral and opens its page,
 * where the customer page's new link waits to be copied (the short-lived cookie of
 * lib/leads/links.server.ts). A refusal answers with the typed values and messages by field.
 */
export const createLeadAction = staffStateAction<typeof kindForm, NewLeadFormState>({
  name: 'new lead',
  role: ACTION_NEEDS.createLeadAction,
  form: kindForm,
  signInReturn: () => ADMIN_PATHS.newLead,
  refused: () => ADMIN_PATHS.newLead,
  work: async ({ kind }, staff, form) => {
    const { values, source, echo } = typed(kind, form);
    const answeredAt = Date.now();
    if (!isSource(source)) {
      return {
        status: 'error',
        message: SOURCE_REQUIRED,
        values: echo,
        fieldErrors: { source: SOURCE_REQUIRED },
        answeredAt,
      };
    }
    const result = await createStaffLead(await getDb(), { kind, source, values }, staff, {
      notify: configuredOutbox() !== null,
    });
    if (!result.ok) {
      return { status: 'error', message: result.message, values: echo, fieldErrors: result.fieldErrors, answeredAt };
    }
    (await cookies()).set(
      CUSTOMER_LINK_COOKIE.name,
      `${result.id}.${result.token}`,
      CUSTOMER_LINK_COOKIE.options(env().SITE_URL),
    );
    if (result.acknowledged) triggerDelivery();
    return {
      goTo: leadHref(result.kind, result.id, {
        bildirim: result.acknowledged ? 'talep-girildi-eposta' : 'talep-girildi',
      }),
    };
  },
  failed: ({ kind }, form) => ({
    status: 'error',
    message: FAILED,
    values: typed(kind, form).echo,
    fieldErrors: {},
    answeredAt: Date.now(),
  }),
});
