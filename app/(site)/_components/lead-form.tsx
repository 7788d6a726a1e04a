'use client';

import Link from '@/components/ui/link';
import { startTransition, useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  CheckCircle2 as CheckCircle2Icon,
  CircleX as CircleXIcon,
  Clock as ClockIcon,
  MessageCircle as MessageCircleIcon,
  Phone as PhoneIcon,
} from '@/components/ui/icons';
import { changedSinceLoad, formChangedSinceLoad } from '@/lib/forms/early-input';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_STORAGE_KEY,
  type Attribution,
  HONEYPOT_FIELD,
  INITIAL_LEAD_STATE,
  STARTED_AT_FIELD,
  SUBMISSION_FIELD,
  type LeadFormState,
  type LeadReach,
} from '@/lib/leads';
import {
  FIELD_LABELS,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_MESSAGES,
  MAX_LENGTHS,
  LEAD_FORM_FIELDS,
  echoLeadValues,
  formDataBytes,
  isRequired,
  validateLead,
  type LeadField,
  type LeadKind,
} from '@/lib/validation/lead';
import { useMinimumFillTime } from './use-minimum-fill-time';

const LABELS: Record<LeadField, string> = {
  ...FIELD_LABELS,
  firstName: 'Adınız',
  lastName: 'Soyadınız',
  fromLocation: 'Nereden (il / ilçe)',
  toLocation: 'Nereye (il / ilçe)',
  message: 'Mesajınız',
};

const INPUTS: Partial<Record<LeadField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  fromLocation: { type: 'text', autoComplete: 'address-level2' },
  toLocation: { type: 'text', autoComplete: 'off' },
};

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

/** Reads the first page of this visit, as VisitAttribution kept it in sessionStorage. */
const noSubscription = () => () => {};

/** How each kind's form lays out its service field: the empty choice, and whether it spans both columns. */
const FORM_LAYOUT: Record<LeadKind, { servicePlaceholder: string; wideService: boolean }> = {
  contact: { servicePlaceholder: 'Genel iletişim', wideService: true },
  quote: { servicePlaceholder: 'Hizmet seçin', wideService: false },
};

/** Where a form's typed values wait until the lead is acknowledged (survives a reload, not the tab). */
const draftKey = (kind: LeadKind) => `hn-lead-draft-${kind}`;
type Draft = Partial<Record<LeadField | typeof SUBMISSION_FIELD, string>>;

function saveDraft(kind: LeadKind, form: HTMLFormElement) {
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

function readDraft(kind: LeadKind): Draft | null {
  try {
    const stored = sessionStorage.getItem(draftKey(kind));
    return stored ? (JSON.parse(stored) as Draft) : null;
  } catch {
    return null;
  }
}

function clearDraft(kind: LeadKind) {
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
async function sendLead(kind: LeadKind, data: FormData): Promise<LeadFormState> {
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

function firstVisit(): Attribution | null {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Attribution) : null;
  } catch {
    return null;
  }
}

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
  const fields = LEAD_FORM_FIELDS[kind];
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
        {state.status === 'success' && (
          <div className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-900" data-testid="lead-success">
            <p className="flex gap-2 font-semibold">
              <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-green-700" />
              {state.message}
            </p>
            <p className="mt-2 text-sm">
              Talep numaranız:{' '}
              <strong className="font-mono text-base tracking-wider" data-testid="lead-reference">
                {state.reference}
              </strong>
            </p>
            {state.customerPath && (
              <p className="mt-2 text-sm">
                Talebinizi, teklifimizi ve sonraki adımları size özel sayfanızdan izleyebilirsiniz:{' '}
                <a
                  href={state.customerPath}
                  className="font-semibold text-green-900 underline underline-offset-2"
                  data-testid="lead-customer-link"
                >
                  Talebimin sayfası
                </a>
                . Bağlantıyı saklayın; bağlantısı olmayan kimse bu sayfayı açamaz.
              </p>
            )}
            {state.whatsappHref && (
              <a
                href={state.whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex items-center gap-2 rounded-lg bg-whatsapp px-4 py-2 text-sm font-semibold text-white hover:bg-whatsapp-dark"
              >
                <MessageCircleIcon className="size-4" /> WhatsApp&apos;tan da yazın
              </a>
            )}
          </div>
        )}
        {/* Nothing was stored (no answer came, or the server could not store it): what was typed
            stays, and the banner offers to send again, call or write. Works without JavaScript too. */}
        {state.status === 'error' && (state.connectionLost || state.notStored) && (
          <div
            className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
            data-testid={state.connectionLost ? 'lead-connection-lost' : 'lead-not-stored'}
          >
            <p className="flex gap-2 font-semibold" data-testid="lead-error">
              <CircleXIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
              {state.message}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="submit"
                disabled={sending}
                className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
              >
                Tekrar dene
              </button>
              <a
                href={reach.phone.href}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-900 hover:bg-red-100"
              >
                <PhoneIcon className="size-4" /> Arayın: {reach.phone.display}
              </a>
              <a
                href={reach.whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-whatsapp px-4 py-2 text-sm font-semibold text-white hover:bg-whatsapp-dark"
              >
                <MessageCircleIcon className="size-4" /> WhatsApp&apos;tan yazın
              </a>
            </div>
          </div>
        )}
        {state.status === 'error' &&
          !state.connectionLost &&
          !state.notStored &&
          (state.resend ? (
            <p
              className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900"
              data-testid="lead-error"
            >
              <ClockIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
              {state.message}
            </p>
          ) : (
            <p
              className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800"
              data-testid="lead-error"
            >
              <CircleXIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
              {state.message}
            </p>
          ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => {
          const required = isRequired(kind, f);
          const error = state.status === 'error' ? state.fieldErrors?.[f] : undefined;
          const common = {
            id: id(f),
            name: f,
            required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id(f)}-hata` : undefined,
            className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
              error ? 'border-red-500' : 'border-slate-300'
            }`,
          };
          const wide = f === 'message' || (f === 'service' && FORM_LAYOUT[kind].wideService);
          return (
            <div key={`${f}-${state.answeredAt ?? 0}`} className={wide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id(f)} className="text-sm font-semibold text-slate-800">
                {LABELS[f]}{' '}
                {required ? (
                  <span className="text-red-700">
                    <span aria-hidden="true">*</span>
                    <span className="sr-only">(zorunlu)</span>
                  </span>
                ) : (
                  <span className="font-normal text-slate-500">(isteğe bağlı)</span>
                )}
              </label>
              {f === 'service' ? (
                // A select takes no maxlength (the list is its limit); the text fields do.
                <select {...common} defaultValue={valueOf(f)}>
                  <option value="">{FORM_LAYOUT[kind].servicePlaceholder}</option>
                  {serviceOptions.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : f === 'message' ? (
                <textarea {...common} maxLength={MAX_LENGTHS[f]} rows={5} defaultValue={valueOf(f)} />
              ) : (
                <input {...common} maxLength={MAX_LENGTHS[f]} {...INPUTS[f]} defaultValue={valueOf(f)} />
              )}
              {error && (
                <p id={`${id(f)}-hata`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>

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
