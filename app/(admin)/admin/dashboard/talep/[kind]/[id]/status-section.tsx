import { formatDateTime } from '@/lib/format';
import { LEAD_STATUSES, LOST_REASONS, dateToIstanbulLocal, type Lead } from '@/lib/leads';
import { setFollowUpAction, setStatusAction } from '../../../lead-actions';
import { BUTTON, CARD } from './lead-page-ui';

/** "Durum" and "Sonraki takip": the office's status (with the lost reason) and the follow-up time. */
export function StatusSection({ lead, hidden }: { lead: Lead; hidden: React.ReactNode }) {
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-2">
      <section className={CARD} aria-labelledby="durum-baslik">
        <h2 id="durum-baslik" className="font-bold text-slate-900">
          Durum
        </h2>
        <form action={setStatusAction} className="mt-3 space-y-3">
          {hidden}
          <fieldset>
            <legend className="sr-only">Durum</legend>
            <div className="grid grid-cols-2 gap-2">
              {LEAD_STATUSES.map((s) => (
                <label
                  key={s.id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="status"
                    value={s.id}
                    defaultChecked={s.id === lead.status}
                    className="size-4"
                  />
                  {s.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="block text-sm font-semibold text-slate-700" htmlFor="lostReason">
            Kaybedildi ise nedeni
          </label>
          <select
            id="lostReason"
            name="lostReason"
            defaultValue={lead.lostReason ?? ''}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          >
            <option value="">Seçin</option>
            {LOST_REASONS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
          <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700`}>
            Durumu kaydet
          </button>
        </form>
      </section>

      <section className={CARD} aria-labelledby="takip-baslik">
        <h2 id="takip-baslik" className="font-bold text-slate-900">
          Sonraki takip
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="lead-follow-up">
          {lead.followUpAt ? formatDateTime(lead.followUpAt) : 'Takip zamanı yok.'}
        </p>
        <form action={setFollowUpAction} className="mt-3 space-y-3">
          {hidden}
          <label className="block text-sm font-semibold text-slate-700" htmlFor="followUp">
            Tarih ve saat
          </label>
          <input
            id="followUp"
            name="followUp"
            type="datetime-local"
            required
            defaultValue={lead.followUpAt ? dateToIstanbulLocal(lead.followUpAt) : ''}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base sm:text-sm"
          />
          <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700`}>
            Takip zamanını kaydet
          </button>
        </form>
        {lead.followUpAt && (
          <form action={setFollowUpAction} className="mt-2">
            {hidden}
            <input type="hidden" name="clear" value="1" />
            <button
              type="submit"
              className={`${BUTTON} w-full border border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              Takibi kaldır
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
