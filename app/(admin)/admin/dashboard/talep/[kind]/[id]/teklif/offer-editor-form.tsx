'use client';

import { useActionState, useState } from 'react';
import type { OfferContent } from '@/lib/offers';
import { saveOfferAction } from '../../../../offer-actions';
import { BUTTON, totalOf } from './offer-editor-parts';
import { OfferLinesSection } from './offer-lines-section';
import { OfferScheduleSection } from './offer-schedule-section';
import { OfferScopeSection } from './offer-scope-section';
import { OfferTermsSection } from './offer-terms-section';

/**
 * The offer editor: lines as rows of inputs, the lists one item a line, the date, vehicles,
 * crew, validity, payment terms and note. A plain form (works without JavaScript): "Satır
 * ekle" saves and comes back with an empty row; the total follows the typing when scripts run.
 */
export function OfferEditorForm({
  target,
  initialValues,
  initialRows,
  vat,
}: {
  target: { kind: string; id: string; liste: string };
  initialValues: Record<string, string>;
  initialRows: number;
  vat: OfferContent['vat'];
}) {
  const [state, formAction, pending] = useActionState(saveOfferAction, {
    status: 'idle',
    values: initialValues,
    errors: {},
    rows: initialRows,
    message: '',
  });
  const { values, errors, rows } = state;
  const [total, setTotal] = useState(() => totalOf(values, rows));
  const [answered, setAnswered] = useState(state.answeredAt);
  if (answered !== state.answeredAt) {
    setAnswered(state.answeredAt);
    setTotal(totalOf(values, rows));
  }
  const errorText = (name: string) => errors[name];
  const described = (name: string) => (errors[name] ? `${name}-hata` : undefined);

  return (
    <form
      action={formAction}
      noValidate
      key={state.answeredAt ?? 0}
      data-testid="offer-editor"
      onInput={(event) => {
        const data = new FormData(event.currentTarget);
        const typed = Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));
        setTotal(totalOf(typed, rows));
      }}
      className="space-y-4"
    >
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="id" value={target.id} />
      <input type="hidden" name="liste" value={target.liste} />
      {state.message && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800"
          data-testid="offer-message"
        >
          {state.message}
        </p>
      )}

      <OfferLinesSection
        values={values}
        errorText={errorText}
        described={described}
        rows={rows}
        total={total}
        vat={vat}
      />

      <OfferScheduleSection values={values} errorText={errorText} described={described} />

      <OfferScopeSection values={values} errorText={errorText} described={described} />

      <OfferTermsSection values={values} errorText={errorText} described={described} />

      <div className="sticky bottom-0 -mx-3 flex flex-col gap-2 border-t border-slate-200 bg-slate-50/95 px-3 py-3 sm:static sm:mx-0 sm:flex-row sm:border-0 sm:bg-transparent sm:px-0">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={pending}
          className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Taslağı kaydet
        </button>
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={pending}
          className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Teklifi gönder
        </button>
      </div>
    </form>
  );
}
