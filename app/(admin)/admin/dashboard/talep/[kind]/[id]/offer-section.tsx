import { MessageCircle } from '@/components/ui/icons';
import Link from 'next/link';
import { Suspense } from 'react';
import { leadHref, offerEditorHref } from '@/lib/admin/paths';
import { formatTl } from '@/lib/estimate';
import { formatDate, formatDateTime } from '@/lib/format';
import {
  OFFER_STATE_LABELS,
  OFFER_STATE_TONE,
  readOfferSnapshot,
  offerState,
  type Offer,
  type OfferAcceptance,
} from '@/lib/offers';
import { latestSentVersion } from '@/lib/offers/index.server';
import { whatsappLink } from '@/lib/site';
import { CopyButton } from '../../../../_components/copy-button';
import { sendOfferAction, withdrawOfferAction } from '../../../offer-actions';
import { FullDayWarning } from '../../../../takvim/full-day-warning';
import { StaffConditionRecord } from './condition-record-section';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap';

interface Props {
  leadId: string;
  /** The list the lead page was opened from (its query string), kept on every link. */
  list: string;
  offers: Offer[];
  /** The acceptance records of the accepted versions. */
  acceptances: OfferAcceptance[];
  /** A customer-page link just made (after sending), shown once for WhatsApp; else null. */
  fresh: string | null;
  phone: string | null;
  firstName: string;
  companyName: string;
  /** The version whose "Teklifi geri çek" waits for its confirmation, or null. */
  confirmWithdraw: number | null;
  now: Date;
}

function Moment({ label, at, testId }: { label: string; at: string | null; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800" data-testid={testId}>
        {at ? formatDateTime(at) : '-'}
      </dd>
    </div>
  );
}

/**
 * The written offer on the lead page: "Teklif hazırla" (or the draft to edit and send, or
 * "Yeni sürüm hazırla"), the WhatsApp hand-out after sending, and every version with when it
 * was sent, viewed and answered, and its state. Plain forms and links: works without JavaScript.
 */
export function OfferSection({
  leadId,
  list,
  offers,
  acceptances,
  fresh,
  phone,
  firstName,
  companyName,
  confirmWithdraw,
  now,
}: Props) {
  const keep: Record<string, string> = list ? { liste: list } : {};
  const hidden = (
    <>
      <input type="hidden" name="kind" value="quote" />
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="liste" value={list} />
    </>
  );
  const draft = offers.find((o) => !o.sentAt) ?? null;
  const latest = latestSentVersion(offers);
  const sent = offers.filter((o) => o.sentAt);
  const editor = offerEditorHref('quote', leadId, keep);

  return (
    <section
      className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-labelledby="teklif-baslik"
      data-testid="offer-section"
    >
      <h2 id="teklif-baslik" className="font-bold text-slate-900">
        Teklif
      </h2>
      {offers.length === 0 && (
        <p className="mt-1 text-sm text-slate-600">
          Yazılı teklif henüz yok. Tahminin kalemleriyle hazırlanır; gönderince müşteri kendi sayfasında görür ve
          onaylar.
        </p>
      )}

      {fresh && latest !== null && (
        <div className="mt-3 rounded-lg border border-green-200 bg-green-50 p-3" data-testid="offer-whatsapp">
          <p className="text-sm font-semibold text-green-900">
            Sürüm {latest} gönderildi. Bağlantıyı WhatsApp ile de iletebilirsiniz (bu sayfadan çıkınca bir daha
            gösterilmez):
          </p>
          <p className="mt-1 font-mono text-xs break-all text-green-900">{fresh}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {phone && (
              <a
                href={whatsappLink(
                  phone,
                  `Merhaba ${firstName}, ${companyName} olarak taşımanız için yazılı teklifimizi hazırladık. İnceleyip onaylayabilirsiniz: ${fresh}`,
                )}
                target="_blank"
                rel="noopener noreferrer"
                className={`${BUTTON} bg-whatsapp text-white hover:bg-whatsapp-dark`}
              >
                <MessageCircle className="size-4" aria-hidden="true" /> Teklifi WhatsApp ile gönder
              </a>
            )}
            <CopyButton text={fresh} className={`${BUTTON} border border-green-300 bg-white text-green-900`} />
          </div>
        </div>
      )}

      {draft ? (
        <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3" data-testid="offer-draft">
          <p className="text-sm font-semibold text-amber-900">
            Taslak · sürüm {draft.version} · {formatTl(draft.total)} · son kayıt {formatDateTime(draft.updatedAt)}
          </p>
          <FullDayWarning day={draft.content.moveDate} />
          <div className="mt-2 grid gap-2 sm:flex">
            <Link
              href={editor}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              Taslağı düzenle
            </Link>
            <form action={sendOfferAction}>
              {hidden}
              <input type="hidden" name="version" value={draft.version} />
              <button type="submit" className={`${BUTTON} w-full bg-brand-600 text-white hover:bg-brand-700`}>
                Teklifi gönder
              </button>
            </form>
          </div>
        </div>
      ) : (
        <Link
          href={editor}
          className={`${BUTTON} mt-3 w-full bg-brand-600 text-white hover:bg-brand-700 sm:w-auto`}
          data-testid="offer-prepare"
        >
          {sent.length ? 'Yeni sürüm hazırla' : 'Teklif hazırla'}
        </Link>
      )}

      {sent.length > 0 && (
        <ol className="mt-4 space-y-3" data-testid="offer-versions">
          {sent.map((offer) => {
            const state = offerState(offer, latest, now);
            const withdrawable = offer.response !== 'accepted' && !offer.withdrawnAt;
            return (
              <li
                key={offer.id}
                className="rounded-xl border border-slate-200 p-3"
                data-testid="offer-version"
                data-version={offer.version}
                data-state={state}
              >
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  Sürüm {offer.version} · {formatTl(offer.total)}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${OFFER_STATE_TONE[state]}`}
                    data-testid="offer-version-state"
                  >
                    {OFFER_STATE_LABELS[state]}
                  </span>
                </p>
                {state === 'superseded' && (
                  <p className="mt-1 text-sm text-slate-600">Bu teklifin yerini yeni teklif aldı.</p>
                )}
                <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <Moment label="Gönderildi" at={offer.sentAt} testId="offer-sent-at" />
                  <Moment label="İlk görüntülenme" at={offer.firstViewedAt} testId="offer-first-viewed" />
                  <Moment label="Son görüntülenme" at={offer.lastViewedAt} testId="offer-last-viewed" />
                  <div className="min-w-0">
                    <dt className="text-xs font-semibold text-slate-500">Geçerlilik</dt>
                    <dd className="text-sm text-slate-800">
                      {offer.validUntil ? `${formatDate(offer.validUntil)} tarihine kadar` : '-'}
                    </dd>
                  </div>
                </dl>
                {offer.response && (
                  <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800" data-testid="offer-response">
                    <strong>{OFFER_STATE_LABELS[offer.response]}</strong>
                    {offer.responseAt && <> · {formatDateTime(offer.responseAt)}</>}
                    {offer.responseMessage && (
                      <span dir="auto" className="mt-1 block break-words whitespace-pre-wrap">
                        {offer.response === 'change' ? 'İstenen değişiklik: ' : 'Nedeni: '}
                        <bdi>{offer.responseMessage}</bdi>
                      </span>
                    )}
                  </p>
                )}
                {(() => {
                  const record = acceptances.find((a) => a.offerId === offer.id);
                  if (!record) return null;
                  const { moveDate, moveDateEnd } = offer.content;
                  const recorded = readOfferSnapshot(record.snapshot)?.surveyFiles;
                  return (
                    <>
                      <dl
                        className="mt-2 grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm sm:grid-cols-2"
                        data-testid="offer-acceptance"
                      >
                        <div>
                          <dt className="text-xs font-semibold text-green-900">Onaylayan</dt>
                          <dd>
                            <bdi>{record.fullName}</bdi> · {formatDateTime(record.acceptedAt)}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-xs font-semibold text-green-900">Taşıma tarihi</dt>
                          <dd data-testid="offer-move-date">
                            {formatDate(moveDate)}
                            {moveDateEnd ? ` – ${formatDate(moveDateEnd)}` : ''}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-xs font-semibold text-green-900">Çıkış adresi</dt>
                          <dd className="[overflow-wrap:anywhere]">
                            <bdi>{record.fromAddress}</bdi>
                          </dd>
                        </div>
                        <div>
                          <dt className="text-xs font-semibold text-green-900">Varış adresi</dt>
                          <dd className="[overflow-wrap:anywhere]">
                            <bdi>{record.toAddress}</bdi>
                          </dd>
                        </div>
                        <div className="sm:col-span-2">
                          <dt className="text-xs font-semibold text-green-900">Kayıt (SHA-256, adres, tarayıcı)</dt>
                          <dd className="font-mono text-xs [overflow-wrap:anywhere]">
                            {record.snapshotSha256} · {record.clientAddress} · {record.userAgent}
                          </dd>
                        </div>
                      </dl>
                      {recorded?.length ? (
                        <Suspense
                          fallback={
                            <p className="mt-2 text-sm text-slate-600" role="status">
                              Taşınma öncesi durum kaydı denetleniyor…
                            </p>
                          }
                        >
                          <StaffConditionRecord leadId={leadId} files={recorded} />
                        </Suspense>
                      ) : null}
                    </>
                  );
                })()}
                {offer.withdrawnAt && (
                  <p className="mt-2 text-sm text-slate-600">Geri çekildi: {formatDateTime(offer.withdrawnAt)}</p>
                )}
                {withdrawable &&
                  (confirmWithdraw === offer.version ? (
                    <div
                      role="alertdialog"
                      aria-labelledby={`geri-cek-${offer.version}`}
                      className="mt-2 flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-3"
                    >
                      <p id={`geri-cek-${offer.version}`} className="w-full text-sm font-semibold text-red-800">
                        Sürüm {offer.version} geri çekilsin mi? Müşteri bu teklifi artık onaylayamaz.
                      </p>
                      <form action={withdrawOfferAction}>
                        {hidden}
                        <input type="hidden" name="version" value={offer.version} />
                        <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} autoFocus>
                          Evet, geri çek
                        </button>
                      </form>
                      <Link
                        href={leadHref('quote', leadId, keep)}
                        className={`${BUTTON} text-slate-700 hover:underline`}
                      >
                        Vazgeç
                      </Link>
                    </div>
                  ) : (
                    <Link
                      href={`${leadHref('quote', leadId, { ...keep, 'geri-cek': String(offer.version) })}#teklif-baslik`}
                      className={`${BUTTON} mt-2 border border-red-300 text-red-700 hover:bg-red-50`}
                    >
                      Teklifi geri çek
                    </Link>
                  ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
