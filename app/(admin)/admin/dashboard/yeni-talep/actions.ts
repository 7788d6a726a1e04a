'use server';

import { cookies } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { ADMIN_PATHS, leadHref } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { ACTION_NEEDS } from '@/lib/auth/permissions';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { CUSTOMER_LINK_COOKIE } from '@/lib/leads/links.server';
import { configuredOutbox, triggerDelivery } from '@/lib/leads/notifier.server';
import { STAFF_ENTRY_SOURCES, type StaffEntrySource } from '@/lib/leads/pipeline';
import { createStaffLead } from '@/lib/leads/staff-entry.server';
import { LEAD_FORM_FIELDS, type LeadKind } from '@/lib/validation/lead';
import type { NewLeadFormState } from './state';

const FAILED = 'Talep kaydedilemedi: veritabanına ulaşılamadı. Lütfen biraz sonra yeniden deneyin.';
const SOURCE_REQUIRED = 'Talebin nereden geldiğini seçin: Telefon, WhatsApp veya Tavsiye.';

const isKind = (v: unknown): v is LeadKind => v === 'contact' || v === 'quote';
const isSource = (v: unknown): v is StaffEntrySource => (STAFF_ENTRY_SOURCES as readonly unknown[]).includes(v);

/**
 * "Yeni talep": stores a lead staff took by phone, WhatsApp or a referral and opens its page,
 * where the customer page's new link waits to be copied (the short-lived cookie of
 * lib/leads/links.server.ts). A refusal answers with the typed values and messages by field.
 */
export async function createLeadAction(_state: NewLeadFormState, form: FormData): Promise<NewLeadFormState> {
  const staff = await requireStaff(ACTION_NEEDS.createLeadAction, ADMIN_PATHS.newLead);
  const kind = form.get('kind');
  if (!isKind(kind)) redirect(ADMIN_PATHS.newLead, RedirectType.replace);
  const values = Object.fromEntries(LEAD_FORM_FIELDS[kind].map((f) => [f, String(form.get(f) ?? '').slice(0, 6000)]));
  const source = form.get('source');
  const answeredAt = Date.now();
  const echo = { ...values, source: typeof source === 'string' ? source : '' };
  if (!isSource(source)) {
    return {
      status: 'error',
      message: SOURCE_REQUIRED,
      values: echo,
      fieldErrors: { source: SOURCE_REQUIRED },
      answeredAt,
    };
  }
  let saved: { kind: LeadKind; id: string; acknowledged: boolean };
  try {
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
    saved = result;
  } catch (error) {
    console.error(`[admin] new lead failed: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 'error', message: FAILED, values: echo, fieldErrors: {}, answeredAt };
  }
  // Outside the try: redirect() throws NEXT_REDIRECT, which must reach the framework.
  redirect(
    leadHref(saved.kind, saved.id, { bildirim: saved.acknowledged ? 'talep-girildi-eposta' : 'talep-girildi' }),
    RedirectType.replace,
  );
}
