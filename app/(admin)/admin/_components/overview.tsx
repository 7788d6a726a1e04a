import Link from 'next/link';
import { leadHref } from '@/lib/admin/paths';
import type { LeadOverview } from '@/lib/leads/index.server';
import { formatDateTime } from '@/lib/format';
import { LEAD_SOURCES, RESPONSE_TARGET_MINUTES, formatMinutes } from '@/lib/leads';
import { KIND_LABEL } from './inbox-list';

function Figure({
  label,
  value,
  tone = 'plain',
  testId,
}: {
  label: string;
  value: string;
  tone?: 'plain' | 'alert';
  testId: string;
}) {
  return (
    <div
      className={`rounded-xl p-4 ring-1 ${tone === 'alert' ? 'bg-red-50 ring-red-200' : 'bg-white ring-slate-200'}`}
      data-testid={testId}
    >
      <p
        className={`text-xs font-semibold tracking-wide uppercase ${tone === 'alert' ? 'text-red-800' : 'text-slate-500'}`}
      >
        {label}
      </p>
      <p
        className={`mt-1 text-2xl font-bold ${tone === 'alert' ? 'text-red-800' : 'text-slate-900'}`}
        data-testid={`${testId}-value`}
      >
        {value}
      </p>
    </div>
  );
}

/** Leads per day of the last 30 days, stacked by source: an SVG drawn on the server. */
function SourceChart({ perDay }: { perDay: LeadOverview['perDay'] }) {
  const width = 600;
  const height = 160;
  const barGap = 2;
  const barWidth = width / perDay.length - barGap;
  const max = Math.max(1, ...perDay.map((d) => Object.values(d.counts).reduce((a, b) => a + b, 0)));
  const totals = Object.fromEntries(
    LEAD_SOURCES.map((s) => [s.id, perDay.reduce((sum, d) => sum + d.counts[s.id], 0)]),
  ) as Record<string, number>;
  const label = LEAD_SOURCES.map((s) => `${s.label}: ${totals[s.id]}`).join(', ');
  return (
    <figure className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption className="text-sm font-semibold text-slate-800">Son 30 günde kaynağa göre talepler</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 26}`}
        className="mt-3 h-auto w-full"
        role="img"
        aria-label={`Son 30 günde günlük talepler. Toplam: ${label}.`}
        data-testid="overview-chart"
      >
        <line x1="0" y1={height} x2={width} y2={height} stroke="#cbd5e1" />
        {perDay.map((d, i) => {
          let y = height;
          const x = i * (barWidth + barGap);
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${LEAD_SOURCES.map((s) => `${s.label} ${d.counts[s.id]}`).join(', ')}`}</title>
              {LEAD_SOURCES.map((s) => {
                const h = (d.counts[s.id] / max) * (height - 8);
                if (h === 0) return null;
                y -= h;
                return <rect key={s.id} x={x} y={y} width={barWidth} height={h} fill={s.color} rx="1" />;
              })}
              {(i === perDay.length - 1 || (i % 7 === 0 && i < perDay.length - 4)) && (
                // The first and last labels align to the chart's edges, so neither is cut (a phone showed "7.10"
                // for "27.10"); the size in chart units reads about 9 px at 390 px wide.
                <text
                  x={i === 0 ? x : i === perDay.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={height + 20}
                  fontSize="16"
                  textAnchor={i === 0 ? 'start' : i === perDay.length - 1 ? 'end' : 'middle'}
                  fill="#475569"
                  data-testid="overview-chart-label"
                >
                  {d.day.slice(8, 10)}.{d.day.slice(5, 7)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="overview-sources">
        {LEAD_SOURCES.map((s) => (
          <li key={s.id} className="flex items-center gap-1.5" data-source={s.id}>
            <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: s.color }} aria-hidden="true" />
            {s.label}: <strong data-testid={`overview-source-${s.id}`}>{totals[s.id]}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The "Genel Bakış" tab: speed-to-lead and this month's results. */
export function Overview({ overview, now }: { overview: LeadOverview; now: Date }) {
  const waiting = overview.waiting.length;
  const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'Europe/Istanbul' }).format(now);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Bugün gelen" value={String(overview.newToday)} testId="overview-today" />
        <Figure
          label={`${RESPONSE_TARGET_MINUTES} dakikadan uzun bekleyen`}
          value={String(waiting)}
          tone={waiting > 0 ? 'alert' : 'plain'}
          testId="overview-waiting"
        />
        <Figure
          label="İlk yanıt (7 gün, ortanca)"
          value={
            overview.medianFirstResponseMinutes === null ? '-' : formatMinutes(overview.medianFirstResponseMinutes)
          }
          testId="overview-median"
        />
        <Figure
          label={`${month} · kazanılan / kaybedilen`}
          value={`${overview.wonThisMonth} / ${overview.lostThisMonth}`}
          testId="overview-won-lost"
        />
      </div>
      {waiting > 0 && (
        <section className="rounded-xl border border-red-200 bg-red-50 p-4" aria-labelledby="bekleyenler">
          <h3 id="bekleyenler" className="font-bold text-red-900">
            Yanıt bekleyen talepler
          </h3>
          <ul className="mt-2 divide-y divide-red-100" data-testid="overview-waiting-list">
            {overview.waiting.map((w) => (
              <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  href={leadHref(w.kind, w.id)}
                  className="min-h-11 min-w-0 content-center font-semibold text-red-900 underline"
                >
                  <bdi>{w.name}</bdi>
                </Link>
                <span className="text-sm text-red-800">
                  {KIND_LABEL[w.kind]} {w.reference && <>· {w.reference}</>} · {formatDateTime(w.createdAt)} ·{' '}
                  <strong>{formatMinutes(w.minutes)}</strong> bekliyor
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <SourceChart perDay={overview.perDay} />
      <section className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-labelledby="kayip-nedenleri">
        <h3 id="kayip-nedenleri" className="text-sm font-semibold text-slate-800">
          Bu ay kaybedilenlerin nedenleri
        </h3>
        {overview.lostReasons.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">Bu ay kaybedilen talep yok.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="overview-lost-reasons">
            {overview.lostReasons.map((r) => (
              <li key={r.reason} className="flex justify-between gap-3">
                <span>{r.label}</span>
                <strong>{r.count}</strong>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-slate-500">
          İlk yanıt süresi: talebin gelişinden ilk durum değişikliğine veya ilk nota kadar geçen süre.
        </p>
      </section>
    </div>
  );
}
