import { readCustomerPageFlash } from '@/lib/leads/index.server';
import { LeadFileUploader } from '@/components/lead-files/lead-file-uploader';
import { Stars } from '@/components/reviews/stars';
import { getDb } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { DAMAGE_NOTICE } from '@/lib/offers';
import { formatDayLong, istanbulDayOf } from '@/lib/calendar';
import {
  LATE_MEANING,
  damageDeadlines,
  deadlineLines,
  HOLIDAY_SOURCE,
  AFTER_MOVE_FLASH_COOKIE,
  CLOSED_DAMAGE_STATUSES,
  NAME_DISPLAYS,
  damageStatusLabel,
  hideReasonOf,
  type AfterMoveFlash,
} from '@/lib/reviews';
import {
  decodeAfterMoveFlash,
  getLeadReview,
  listLeadDamageReports,
  listLeadFileSummaries,
  moveDelivered,
  moveHappened,
  moveOfLead,
} from '@/lib/reviews/index.server';
import { getCompany } from '@/lib/settings/index.server';
import { FieldError, fieldInput } from './form-parts';

// After the move on the customer's page (issue 29; docs/decisions/045, 046): "Taşınmanız nasıl
// geçti?" once the move's day is over, and "Hasar bildir" from the delivery day on, with the
// legal deadlines counted down. Plain forms posting to /talep/{token}/tasinma-sonrasi.

const box = 'mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:hidden';

export async function AfterMoveSection({ leadId, pagePath }: { leadId: string; pagePath: string }) {
  const db = await getDb();
  const move = await moveOfLead(db, leadId);
  const now = new Date();
  if (!moveDelivered(move, now)) return null;
  const [review, reports, files, company, flashValue] = await Promise.all([
    getLeadReview(db, leadId),
    listLeadDamageReports(db, leadId),
    listLeadFileSummaries(db, leadId),
    getCompany(),
    readCustomerPageFlash(AFTER_MOVE_FLASH_COOKIE),
  ]);
  const flash = decodeAfterMoveFlash(flashValue);
  return (
    <>
      {moveHappened(move, now) && (
        <section aria-labelledby="yorum" className={box} data-testid="review-section">
          <h2 id="yorum" className="text-lg font-semibold text-slate-900">
            Taşınmanız nasıl geçti?
          </h2>
          {review ? (
            <div data-testid="review-done">
              <p className="mt-2 text-slate-800" role="status">
                Teşekkürler! Yorumunuz {formatDateTime(review.createdAt)} tarihinde sitemizdeki{' '}
                <a href="/yorumlar" className="font-semibold text-brand-700 underline">
                  Yorumlar
                </a>{' '}
                sayfasında yayımlandı.
              </p>
              <div className="mt-3 rounded-lg bg-slate-50 p-3">
                <Stars rating={review.rating} />
                <p className="mt-1 text-sm text-slate-600">{review.author}</p>
              </div>
              {review.hiddenReason && (
                <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="review-hidden-note">
                  Yorumunuzun metni {hideReasonOf(review.hiddenReason)!.customer} gizlendi
                  {review.hiddenAt ? ` (${formatDateTime(review.hiddenAt)})` : ''}.{' '}
                  {review.hiddenReason === 'ilgisiz'
                    ? 'Yorum sitede gösterilmiyor ve puanı ortalamaya katılmıyor.'
                    : 'Puanınız sitede gösterilmeye ve ortalamaya katılmaya devam ediyor.'}{' '}
                  Bir yanlışlık olduğunu düşünüyorsanız bize ulaşın.
                </p>
              )}
              {review.reply && (
                <div
                  className="border-brand-300 mt-3 border-l-4 pl-3 text-sm text-slate-800"
                  data-testid="review-reply"
                >
                  <p className="font-semibold">Firmanın yanıtı</p>
                  <p className="whitespace-pre-line">{review.reply}</p>
                </div>
              )}
              {company.googleReviewUrl && (
                <p className="mt-3 text-sm text-slate-700" data-testid="review-google">
                  İsterseniz görüşünüzü{' '}
                  <a
                    href={company.googleReviewUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    Google işletme profilimizde
                  </a>{' '}
                  de paylaşabilirsiniz.
                </p>
              )}
            </div>
          ) : (
            <ReviewForm pagePath={pagePath} flash={flash?.intent === 'review' ? flash : null} />
          )}
        </section>
      )}
      <DamageSection
        pagePath={pagePath}
        deliveryDate={move.date}
        today={istanbulDayOf(now)}
        reports={reports}
        damageFiles={files.filter((f) => f.damageReportId)}
        flash={flash?.intent === 'damage' ? flash : null}
      />
    </>
  );
}

function ReviewForm({ pagePath, flash }: { pagePath: string; flash: AfterMoveFlash | null }) {
  const errors = flash?.fieldErrors ?? {};
  const values = flash?.values ?? {};
  return (
    <form method="post" action={`${pagePath}/tasinma-sonrasi`} className="mt-2" data-testid="review-form">
      <input type="hidden" name="intent" value="review" />
      <p className="text-slate-700">
        Görüşünüz, olumlu ya da olumsuz, sitemizde &quot;Doğrulanmış taşınma&quot; etiketiyle olduğu gibi yayımlanır.
        Her taşınma için bir yorum yazılabilir.
      </p>
      {flash && (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
          {flash.message}
        </p>
      )}
      <fieldset className="mt-4" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="font-medium text-slate-900">Puanınız (1 çok kötü, 5 çok iyi)</legend>
        <div className="mt-2 grid grid-cols-5 gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white py-1 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                required
                className="size-5 accent-brand-700"
                defaultChecked={values.rating === String(n)}
              />
              <span className="text-sm font-semibold text-slate-900">
                {n}
                <span className="sr-only"> puan</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={errors.rating} />
      </fieldset>
      <div className="mt-4">
        <label htmlFor="review-body" className="font-medium text-slate-900">
          Yorumunuz
        </label>
        <textarea
          id="review-body"
          name="body"
          rows={4}
          required
          maxLength={2000}
          className={fieldInput}
          defaultValue={values.body ?? ''}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`review-body-hint${errors.body ? ' review-body-error' : ''}`}
        />
        <p id="review-body-hint" className="mt-1 text-sm text-slate-600">
          Telefon, adres gibi kişisel bilgiler yazmayın.
        </p>
        <FieldError id="review-body-error" message={errors.body} />
      </div>
      <fieldset className="mt-4">
        <legend className="font-medium text-slate-900">Adınız nasıl görünsün?</legend>
        <div className="mt-2 grid gap-2">
          {NAME_DISPLAYS.map((d, i) => (
            <label key={d.id} className="flex min-h-11 items-center gap-3 rounded-lg bg-slate-50 px-3">
              <input
                type="radio"
                name="nameDisplay"
                value={d.id}
                required
                className="size-5 accent-brand-700"
                defaultChecked={values.nameDisplay ? values.nameDisplay === d.id : i === 0}
              />
              <span className="text-slate-900">{d.label}</span>
            </label>
          ))}
        </div>
        <FieldError id="review-name-error" message={errors.nameDisplay} />
      </fieldset>
      <button
        type="submit"
        className="mt-4 min-h-12 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
      >
        Yorumu gönder
      </button>
    </form>
  );
}

interface DamageProps {
  pagePath: string;
  deliveryDate: string;
  today: string;
  reports: Awaited<ReturnType<typeof listLeadDamageReports>>;
  damageFiles: Awaited<ReturnType<typeof listLeadFileSummaries>>;
  flash: AfterMoveFlash | null;
}

function DamageSection({ pagePath, deliveryDate, today, reports, damageFiles, flash }: DamageProps) {
  const deadlines = damageDeadlines(deliveryDate);
  const lines = deadlineLines(deadlines, today);
  const allPassed = lines.every((l) => l.passed);
  const somePassed = lines.some((l) => l.passed);
  const errors = flash?.fieldErrors ?? {};
  const values = flash?.values ?? {};
  return (
    <section aria-labelledby="hasar" className={box} data-testid="damage-section">
      <h2 id="hasar" className="text-lg font-semibold text-slate-900">
        Hasar bildir
      </h2>
      <p className="mt-1 text-slate-700">
        Teslim tarihi: <strong data-testid="damage-delivery">{formatDayLong(deliveryDate)}</strong>
      </p>
      <p className="mt-3 text-sm text-slate-700">{DAMAGE_NOTICE.text}</p>
      <ul className="mt-3 grid gap-2" data-testid="damage-deadlines">
        {lines.map((line) => (
          <li
            key={line.id}
            className={`rounded-lg p-3 text-sm ${line.passed ? 'bg-amber-50 text-amber-950' : 'text-brand-950 bg-brand-50'}`}
            data-testid={`damage-deadline-${line.id}`}
          >
            <span className="font-semibold">{line.title}:</span> {line.left}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        İş günü: hafta içi günler; resmî tatiller sayılmaz ({HOLIDAY_SOURCE}). Arife günleri yarım gün olduğundan iş
        günü sayılır.
      </p>
      {somePassed && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-testid="damage-late-meaning">
          {allPassed ? LATE_MEANING.late : LATE_MEANING['late-visible']}
        </p>
      )}

      {reports.length > 0 && (
        <ul className="mt-4 grid gap-3" data-testid="damage-reports">
          {reports.map((r) => {
            const photos = damageFiles.filter((f) => f.damageReportId === r.id);
            return (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="damage-report">
                <p className="font-semibold text-slate-900">
                  {formatDateTime(r.createdAt)} tarihli bildiriminiz ·{' '}
                  <span data-testid="damage-report-status">{damageStatusLabel(r.status)}</span>
                </p>
                {r.timeliness !== 'on-time' && (
                  <p className="mt-1 font-medium text-amber-900" data-testid="damage-report-late">
                    Süre geçtikten sonra bildirildi. {LATE_MEANING[r.timeliness]}
                  </p>
                )}
                {r.status === 'reddedildi' && r.rejectReason && (
                  <p className="mt-1 text-slate-800" data-testid="damage-report-reason">
                    Ret nedeni: {r.rejectReason}
                  </p>
                )}
                <p className="mt-1 text-slate-700">Eşyalar: {r.items}</p>
                <p className="mt-1 whitespace-pre-line text-slate-700">{r.description}</p>
                {photos.length > 0 && (
                  <p className="mt-1 text-slate-600" data-testid="damage-report-photos">
                    {photos.length} fotoğraf/video eklendi.
                  </p>
                )}
                {!CLOSED_DAMAGE_STATUSES.includes(r.status) && (
                  <div className="mt-3" data-testid="damage-report-uploader">
                    <LeadFileUploader
                      action={`${pagePath}/dosyalar`}
                      damageReportId={r.id}
                      title="Bu bildirime fotoğraf veya video ekleyin"
                      files={photos.map((f) => ({
                        id: f.id,
                        kind: f.kind === 'video' ? 'video' : 'photo',
                        room: f.room,
                        url: `${pagePath}/dosyalar/${f.id}`,
                        name: f.originalName ?? '',
                      }))}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <details className="mt-4 rounded-lg border border-slate-200 px-3" open={flash !== null || reports.length === 0}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          {reports.length === 0 ? 'Hasarı bildirin' : 'Yeni bir hasar bildirin'}
        </summary>
        <form method="post" action={`${pagePath}/tasinma-sonrasi`} className="pb-3" data-testid="damage-form">
          <input type="hidden" name="intent" value="damage" />
          {flash && (
            <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800" role="alert">
              {flash.message}
            </p>
          )}
          <div className="mt-3">
            <label htmlFor="damage-description" className="font-medium text-slate-900">
              Ne oldu?
            </label>
            <textarea
              id="damage-description"
              name="description"
              rows={4}
              required
              maxLength={3000}
              className={fieldInput}
              defaultValue={values.description ?? ''}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'damage-description-error' : undefined}
            />
            <FieldError id="damage-description-error" message={errors.description} />
          </div>
          <div className="mt-3">
            <label htmlFor="damage-items" className="font-medium text-slate-900">
              Hangi eşyalar?
            </label>
            <textarea
              id="damage-items"
              name="items"
              rows={2}
              required
              maxLength={1000}
              className={fieldInput}
              defaultValue={values.items ?? ''}
              aria-invalid={errors.items ? true : undefined}
              aria-describedby={`damage-items-hint${errors.items ? ' damage-items-error' : ''}`}
            />
            <p id="damage-items-hint" className="mt-1 text-sm text-slate-600">
              Örnek: yemek masası (üst tabla çizik), 2 koli mutfak eşyası (kayıp)
            </p>
            <FieldError id="damage-items-error" message={errors.items} />
          </div>
          <p className="mt-3 text-sm text-slate-600" data-testid="damage-photo-spot">
            Bildirimi gönderdikten sonra hasarın fotoğraf ve videolarını buradan bildiriminize ekleyebilirsiniz.
          </p>
          <button
            type="submit"
            className="mt-4 min-h-12 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto"
          >
            Hasar bildirimini gönder
          </button>
        </form>
      </details>
    </section>
  );
}
