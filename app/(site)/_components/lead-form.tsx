'use client';

import Link from '@/components/ui/link';
import { startTransition, useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { changedSinceLoad, formChangedSinceLoad } from '@/lib/forms/early-input';
import {
  ATTRIBUTION_FIELDS,
  type Attribution,
  HONEYPOT_FIELD,
  INITIAL_LEAD_STATE,
  STARTED_AT_FIELD,
  SUBMISSION_FIELD,
  type LeadFormState,
  type LeadReach,
} from '@/lib/leads';
import {
  LEAD_BODY_LIMIT_BYTES,
  LEAD_MESSAGES,
  echoLeadValues,
  formDataBytes,
  validateLead,
  type LeadField,
  type LeadKind,
} from '@/lib/validation/lead';
import { LeadFormAnswer } from './lead-form-answer';
import { LeadFormFields } from './lead-form-fields';
import { clearDraft, firstVisit, readDraft, saveDraft, sendLead } from './lead-form-io';
import { useMinimumFillTime } from './use-minimum-fill-time';

export interface LeadFormProps {
  kind: LeadKind;
  /** This rendering's id (a random UUID): a second send of the same form stores nothing. */
  submissionId: string;
  /** Phone and WhatsApp, offered when the request gets no answer (company facts). */
  reach: LeadReach;
  serviceOptions: readonly string[];
  /** Preselected service (from the page's query). */
  defaultService?: string;
  /** When the form was shown, signed by the server (minimum fill time). */
  started: string;
  /** The minimum fill time: a valid form sent sooner waits out the rest before it goes. */
  minFillMs: number;
  /** The first state (a banner the page was opened with). */
  initialState?: LeadFormState;
  /** Prefilled values (e.g. the places of an estimate); the visitor can change them. */
  defaultValues?: Partial<Record<LeadField, string>>;
  /** Extra fields posted with the form (e.g. the estimate's hidden parameters). */
  children?: React.ReactNode;
  /** Attribution known to the server (this request), used when the browser has none stored. */
  attribution: Attribution;
  submitLabel: string;
}

/** useSyncExternalStore's subscription for a value that never changes (hydrated or not). */
const noSubscription = () => () => {};

export function LeadForm({
  kind,
  submissionId,
  reach,
  serviceOptions,
  defaultService = '',
  started,
  minFillMs,
  initialState = INITIAL_LEAD_STATE,
  defaultValues = {},
  attribution,
  submitLabel,
  children,
}: LeadFormProps) {
  const [serverState, dispatch, pending] = useActionState(
    (_previous: LeadFormState, data: FormData) => sendLead(kind, data),
    initialState,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [localState, setLocalState] = useState<LeadFormState | null>(null);
  const state = localState ?? serverState;
  const bannerRef = useRef<HTMLDivElement>(null);
  const id = (f: string) => `${kind}-${f}`;

  // A new answer from the server replaces any browser-side message.
  const [answered, setAnswered] = useState(serverState);
  if (answered !== serverState) {
    setAnswered(serverState);
    setLocalState(null);
  }
  useEffect(() => {
    if (state.status !== 'idle') bannerRef.current?.focus();
  }, [state]);
  const fillTime = useMinimumFillTime(started, serverState, minFillMs);
  // False in the server's HTML, true once React has taken the form over (tests wait for it).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const sending = pending || fillTime.waiting;
  // The first page of the visit, kept by VisitAttribution, wins over this page's own.
  const [visit, setVisit] = useState<Attribution>(attribution);
  useEffect(() => {
    const stored = firstVisit();
    // sessionStorage exists only after hydration; reading it once on mount is the point here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setVisit(stored);
  }, []);

  // What was typed before a reload comes back (with the submission id, so a form that did
  // arrive is not stored twice); an acknowledged lead clears it. What was typed on this page
  // before the scripts arrived (a slow phone, docs/decisions/054-early-input.md) is newer than
  // the draft: those fields keep it, and the form becomes the draft.
  useEffect(() => {
    const form = formRef.current;
    if (!form || initialState.status !== 'idle') return;
    const typedEarly = formChangedSinceLoad(form);
    for (const [name, value] of Object.entries(readDraft(kind) ?? {})) {
      const field = form.elements.namedItem(name);
      if (
        value &&
        (field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement) &&
        !changedSinceLoad(field)
      )
        field.value = value;
    }
    if (typedEarly) saveDraft(kind, form);
  }, [kind, initialState.status]);
  useEffect(() => {
    if (serverState.status === 'success') clearDraft(kind);
  }, [kind, serverState]);

  const nextSubmissionId = serverState.submissionId ?? submissionId;
  // What the last answer (or the browser's own check) left in the fields.
  const values = state.values ?? {};
  const valueOf = (f: LeadField) =>
    values[f] ?? (state.status === 'error' ? '' : (defaultValues[f] ?? (f === 'service' ? defaultService : '')));

  return (
    // Without JavaScript the form posts to its own page (proxy.ts hands it to the route handler).
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      data-hydrated={hydrated ? '' : undefined}
      className="space-y-5"
      aria-describedby={state.status !== 'idle' ? `${kind}-banner` : undefined}
      onChange={(event) => saveDraft(kind, event.currentTarget)}
      onSubmit={(event) => {
        if (fillTime.holding()) return event.preventDefault(); // already on its way
        const formData = new FormData(event.currentTarget);
        const data = Object.fromEntries(formData.entries());
        if (formDataBytes(formData) > LEAD_BODY_LIMIT_BYTES) {
          event.preventDefault();
          setLocalState({
            status: 'error',
            message: LEAD_MESSAGES.tooLarge,
            values: echoLeadValues(data as Record<string, string>),
            answeredAt: Date.now(),
          });
          return;
        }
        const result = validateLead(kind, data);
        if (!result.ok) {
          event.preventDefault();
          setLocalState({
            status: 'error',
            message: result.message,
            fieldErrors: result.fieldErrors,
            values: data as Record<string, string>,
            answeredAt: Date.now(),
          });
          return;
        }
        // The browser's message goes, but the fields stay as they are: a new answeredAt would
        // mount them afresh, empty, and a held-back send would then carry an empty form.
        setLocalState((previous) =>
          previous ? { status: 'idle', values: data as Record<string, string>, answeredAt: previous.answeredAt } : null,
        );
        if (fillTime.holdBack(event)) return;
        event.preventDefault();
        saveDraft(kind, event.currentTarget);
        startTransition(() => dispatch(formData));
      }}
    >
      <div
        id={`${kind}-banner`}
        ref={bannerRef}
        tabIndex={-1}
        role={state.status === 'error' ? 'alert' : 'status'}
        aria-live={state.status === 'error' ? 'assertive' : 'polite'}
        className="outline-none"
      >
        <LeadFormAnswer state={state} reach={reach} sending={sending} />
      </div>

      <LeadFormFields kind={kind} state={state} serviceOptions={serviceOptions} valueOf={valueOf} />

      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Web siteniz</label>
        <input
          id={id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* Uncontrolled and keyed by the token: a re-render (the held-back send's
          "Gönderiliyor...") never rewrites the field, a new token replaces it. */}
      <input key={fillTime.token} type="hidden" name={STARTED_AT_FIELD} defaultValue={fillTime.token} />
      {/* Uncontrolled (a draft restored after a reload brings back its own id), replaced by an answer's. */}
      <input key={nextSubmissionId} type="hidden" name={SUBMISSION_FIELD} defaultValue={nextSubmissionId} />
      {ATTRIBUTION_FIELDS.map((f) => (
        <input key={f} type="hidden" name={f} value={visit[f] ?? ''} />
      ))}
      {children}

      <button
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className="w-full rounded-lg bg-accent-600 px-6 py-3 font-bold text-white shadow-sm hover:bg-accent-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {sending ? 'Gönderiliyor...' : submitLabel}
      </button>
      <p className="text-xs leading-relaxed text-slate-500">
        Bu formla paylaştığınız bilgiler yalnızca talebinizi yanıtlamak için kullanılır.{' '}
        <Link href="/kvkk-aydinlatma-metni" className="font-semibold text-brand-700 underline">
          KVKK Aydınlatma Metni
        </Link>
      </p>
    </form>
  );
}
