import {
  ASSUMPTION_CONFIRM,
  FOLLOW_UP_FIELD,
  FOLLOW_UP_LABEL,
  TERMS_LABEL,
  assumptionField,
  type AnswerFlash,
  type OfferState,
  type OfferSnapshot,
} from '@/lib/offers';
import { FieldError, fieldInput } from './form-parts';

// The customer's answers to the current offer: plain HTML forms that post to
// /talep/{token}/yanit, which redirects back here (Post/Redirect/Get). A refused form comes
// back with its messages and what was typed (the flash cookie). No JavaScript needed.

function Hidden({ intent, version }: { intent: string; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

export function AcceptForm({
  pagePath,
  snapshot,
  flash,
}: {
  pagePath: string;
  snapshot: OfferSnapshot;
  flash: AnswerFlash | null;
}) {
  const errors = flash?.fieldErrors ?? {};
  const values = flash?.values ?? {};
  const text = (name: 'fullName' | 'fromAddress' | 'toAddress', label: string, hint: string, autoComplete: string) => (
    <div className="mt-4">
      <label htmlFor={`offer-${name}`} className="font-medium text-slate-900">
        {label}
      </label>
      <p id={`offer-${name}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {name === 'fullName' ? (
        <input
          id={`offer-${name}`}
          name={name}
          className={fieldInput}
          autoComplete={autoComplete}
          required
          maxLength={120}
          defaultValue={values[name] ?? ''}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`offer-${name}-hint${errors[name] ? ` offer-${name}-error` : ''}`}
        />
      ) : (
        <textarea
          id={`offer-${name}`}
          name={name}
          rows={2}
          className={fieldInput}
          autoComplete={autoComplete}
          required
          maxLength={300}
          defaultValue={values[name] ?? ''}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`offer-${name}-hint${errors[name] ? ` offer-${name}-error` : ''}`}
        />
      )}
      <FieldError id={`offer-${name}-error`} message={errors[name]} />
    </div>
  );
  return (
    <form
      method="post"
      action={`${pagePath}/yanit`}
      className="mt-6 rounded-xl border-2 border-brand-200 p-4 print:hidden"
      aria-labelledby="onay"
      data-testid="offer-accept-form"
    >
      <Hidden intent="accept" version={snapshot.version} />
      <h3 id="onay" className="text-lg font-semibold text-slate-900">
        Teklifi onaylayın
      </h3>
      {flash && (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
          {flash.message}
        </p>
      )}
      {snapshot.assumptions.length > 0 && (
        <fieldset className="mt-3">
          <legend className="font-medium text-slate-900">
            Fiyat bu bilgilere dayanır. Her birini kontrol edip doğruysa işaretleyin:
          </legend>
          <ul className="mt-2 space-y-2">
            {snapshot.assumptions.map((assumption, i) => {
              const name = assumptionField(i);
              return (
                <li key={name}>
                  <label className="flex min-h-11 items-start gap-3 rounded-lg bg-slate-50 p-3">
                    <input
                      type="checkbox"
                      name={name}
                      className="mt-0.5 size-5 shrink-0 accent-brand-700"
                      required
                      defaultChecked={values[name] === 'on'}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? `${name}-error` : undefined}
                    />
                    <span>
                      <span className="text-slate-900">{assumption}</span>
                      <span className="block text-sm font-medium text-brand-800">{ASSUMPTION_CONFIRM}</span>
                    </span>
                  </label>
                  <FieldError id={`${name}-error`} message={errors[name]} />
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {text('fullName', 'Adınız ve soyadınız', 'Sözleşmede taraf olarak yer alacak ad.', 'name')}
      {text(
        'fromAddress',
        'Eşyaların alınacağı açık adres',
        'Mahalle, cadde/sokak, bina ve daire numarası.',
        'address-line1',
      )}
      {text('toAddress', 'Eşyaların götürüleceği açık adres', 'Mahalle, cadde/sokak, bina ve daire numarası.', 'off')}
      <label className="mt-4 flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          name="terms"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          required
          defaultChecked={values.terms === 'on'}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'terms-error' : undefined}
        />
        <span className="text-slate-900">{TERMS_LABEL}</span>
      </label>
      <FieldError id="terms-error" message={errors.terms} />
      <label className="mt-4 flex min-h-11 items-start gap-3" data-testid="offer-follow-up-consent">
        <input
          type="checkbox"
          name={FOLLOW_UP_FIELD}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          defaultChecked={values[FOLLOW_UP_FIELD] === 'on'}
        />
        <span className="text-slate-900">{FOLLOW_UP_LABEL}</span>
      </label>
      <button
        type="submit"
        className="mt-4 min-h-12 w-full rounded-lg bg-green-700 px-4 py-3 text-lg font-semibold text-white hover:bg-green-800"
      >
        Teklifi onayla
      </button>
      <p className="mt-2 text-sm text-slate-600">
        Onayınızla birlikte adınız, adresleriniz, onay zamanı ve bu sayfada gördüğünüz teklifin tamamı kayıt altına
        alınır; onaylanan teklif sonradan değiştirilemez.
      </p>
    </form>
  );
}

export function AnswerForms({
  pagePath,
  version,
  state,
  flash,
}: {
  pagePath: string;
  version: number;
  state: OfferState;
  flash: AnswerFlash | null;
}) {
  const change = flash?.intent === 'change' ? flash : null;
  const decline = flash?.intent === 'decline' ? flash : null;
  const summary = 'flex min-h-11 cursor-pointer items-center font-semibold text-brand-700';
  const secondary =
    'mt-2 min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50';
  return (
    <div className="mt-4 grid gap-2 print:hidden">
      <details className="rounded-lg border border-slate-200 px-3" open={change !== null}>
        <summary className={summary}>Değişiklik istiyorum</summary>
        <form method="post" action={`${pagePath}/yanit`} className="pb-3" data-testid="offer-change-form">
          <Hidden intent="change" version={version} />
          {change && (
            <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800" role="alert">
              {change.message}
            </p>
          )}
          <label htmlFor="offer-change-message" className="mt-2 block text-sm text-slate-700">
            Neyin değişmesini istiyorsunuz?{state === 'change' ? ' (Yeni isteğiniz öncekinin yerine geçer.)' : ''}
          </label>
          <textarea
            id="offer-change-message"
            name="message"
            rows={3}
            required
            maxLength={2000}
            className={fieldInput}
            defaultValue={change?.values.message ?? ''}
            aria-invalid={change?.fieldErrors.message ? true : undefined}
            aria-describedby={change?.fieldErrors.message ? 'offer-change-error' : undefined}
          />
          <FieldError id="offer-change-error" message={change?.fieldErrors.message} />
          <button type="submit" className={secondary}>
            Değişiklik isteğini gönder
          </button>
        </form>
      </details>
      <details className="rounded-lg border border-slate-200 px-3" open={decline !== null}>
        <summary className={summary}>Vazgeçtim</summary>
        <form method="post" action={`${pagePath}/yanit`} className="pb-3" data-testid="offer-decline-form">
          <Hidden intent="decline" version={version} />
          {decline && (
            <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800" role="alert">
              {decline.message}
            </p>
          )}
          <label htmlFor="offer-decline-reason" className="mt-2 block text-sm text-slate-700">
            Nedenini yazarsanız sevinir, hizmetimizi geliştiririz (isteğe bağlı).
          </label>
          <textarea
            id="offer-decline-reason"
            name="reason"
            rows={2}
            maxLength={2000}
            className={fieldInput}
            defaultValue={decline?.values.reason ?? ''}
          />
          <FieldError id="offer-decline-error" message={decline?.fieldErrors.reason} />
          <button type="submit" className={secondary}>
            Teklifi istemiyorum
          </button>
        </form>
      </details>
    </div>
  );
}
