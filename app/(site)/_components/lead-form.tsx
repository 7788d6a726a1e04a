'use client';

import Link from '@/components/ui/link';
import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CheckCircle2Icon, CircleXIcon, ClockIcon, MessageCircleIcon } from '@/components/ui/inline-icons';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_STORAGE_KEY, type Attribution } from '@/lib/leads/attribution';
import { HONEYPOT_FIELD, INITIAL_LEAD_STATE, STARTED_AT_FIELD, type LeadFormState } from '@/lib/leads/form-state';
import {
  CONTACT_FIELDS,
  FIELD_LABELS,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_MESSAGES,
  MAX_LENGTHS,
  QUOTE_FIELDS,
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
  action: (state: LeadFormState, form: FormData) => Promise<LeadFormState>;
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
  action,
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
  const [serverState, formAction, pending] = useActionState(action, initialState);
  const [localState, setLocalState] = useState<LeadFormState | null>(null);
  const state = localState ?? serverState;
  const bannerRef = useRef<HTMLDivElement>(null);
  const fields = kind === 'contact' ? CONTACT_FIELDS : QUOTE_FIELDS;
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

  const values = state.status === 'error' ? (state.values ?? {}) : {};
  const valueOf = (f: LeadField) =>
    values[f] ?? (state.status === 'error' ? '' : (defaultValues[f] ?? (f === 'service' ? defaultService : '')));

  return (
    <form
      action={formAction}
      noValidate
      data-hydrated={hydrated ? '' : undefined}
      className="space-y-5"
      aria-describedby={state.status !== 'idle' ? `${kind}-banner` : undefined}
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
        setLocalState(null);
        fillTime.holdBack(event);
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
        {state.status === 'error' &&
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
            maxLength: MAX_LENGTHS[f],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id(f)}-hata` : undefined,
            className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
              error ? 'border-red-500' : 'border-slate-300'
            }`,
          };
          const wide = f === 'message' || (kind === 'contact' && f === 'service');
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
                <select {...common} defaultValue={valueOf(f)}>
                  <option value="">{kind === 'contact' ? 'Genel iletişim' : 'Hizmet seçin'}</option>
                  {serviceOptions.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : f === 'message' ? (
                <textarea {...common} rows={5} defaultValue={valueOf(f)} />
              ) : (
                <input {...common} {...INPUTS[f]} defaultValue={valueOf(f)} />
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
      {ATTRIBUTION_FIELDS.map((f) => (
        <input key={f} type="hidden" name={f} value={visit[f] ?? ''} readOnly />
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
