// What the lead form keeps and sends in the browser (lead-form.tsx): the draft that survives a
// reload until the lead is acknowledged, the send to the form's own page, and the visit's first
// page as VisitAttribution kept it.
import {
  ATTRIBUTION_STORAGE_KEY,
  type Attribution,
  STARTED_AT_FIELD,
  SUBMISSION_FIELD,
  type LeadFormState,
} from '@/lib/leads';
import { LEAD_FORM_FIELDS, LEAD_MESSAGES, echoLeadValues, type LeadField, type LeadKind } from '@/lib/validation/lead';

/** Where a form's typed values wait until the lead is acknowledged (survives a reload, not the tab). */
const draftKey = (kind: LeadKind) => `hn-lead-draft-${kind}`;
type Draft = Partial<Record<LeadField | typeof SUBMISSION_FIELD, string>>;

export function saveDraft(kind: LeadKind, form: HTMLFormElement) {
  const data = new FormData(form);
  const fields = LEAD_FORM_FIELDS[kind];
  const draft: Draft = { [SUBMISSION_FIELD]: String(data.get(SUBMISSION_FIELD) ?? '') };
  for (const f of fields) draft[f] = String(data.get(f) ?? '');
  try {
    sessionStorage.setItem(draftKey(kind), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only a reload loses what was typed.
  }
}

export function readDraft(kind: LeadKind): Draft | null {
  try {
    const stored = sessionStorage.getItem(draftKey(kind));
    return stored ? (JSON.parse(stored) as Draft) : null;
  } catch {
    return null;
  }
}

export function clearDraft(kind: LeadKind) {
  try {
    sessionStorage.removeItem(draftKey(kind));
  } catch {
    // Nothing to clear.
  }
}

/**
 * Sends the form to its page's address (proxy.ts hands it to the lead route handler,
 * whose address does not change with a deploy) and reads the JSON answer. No answer (a
 * network error, an aborted request, a 5xx) keeps what was typed and says so.
 */
export async function sendLead(kind: LeadKind, data: FormData): Promise<LeadFormState> {
  const typed = Object.fromEntries(data.entries()) as Record<string, string>;
  const values = echoLeadValues(Object.fromEntries(LEAD_FORM_FIELDS[kind].map((f) => [f, typed[f] ?? ''])));
  try {
    const response = await fetch(window.location.pathname + window.location.search, {
      method: 'POST',
      body: data,
      headers: { accept: 'application/json' },
    });
    if (response.status === 413)
      return { status: 'error', message: LEAD_MESSAGES.tooLarge, values, answeredAt: Date.now() };
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answer = (await response.json()) as LeadFormState;
    // Not stored: the next send carries the same id.
    return { submissionId: typed[SUBMISSION_FIELD], ...answer };
  } catch {
    return {
      status: 'error',
      message: LEAD_MESSAGES.connectionLost,
      connectionLost: true,
      values,
      started: typed[STARTED_AT_FIELD],
      submissionId: typed[SUBMISSION_FIELD],
      answeredAt: Date.now(),
    };
  }
}

/** The first page of this visit, as VisitAttribution kept it in sessionStorage. */
export function firstVisit(): Attribution | null {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Attribution) : null;
  } catch {
    return null;
  }
}
