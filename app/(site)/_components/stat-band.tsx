export interface Stat {
  value: string;
  label: string;
}

/** A band of large figures. */
export function StatBand({ stats, tone = 'dark' }: { stats: Stat[]; tone?: 'dark' | 'light' }) {
  const dark = tone === 'dark';
  return (
    <dl className={`grid grid-cols-2 gap-4 ${stats.length > 4 ? 'md:grid-cols-3 lg:grid-cols-6' : 'md:grid-cols-4'}`}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={`flex flex-col-reverse justify-end rounded-2xl p-5 text-center ${dark ? 'bg-white/10' : 'border border-slate-200 bg-white'}`}
        >
          <dt className={`text-sm ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{s.label}</dt>
          <dd className={`text-2xl font-extrabold sm:text-3xl ${dark ? 'text-white' : 'text-brand-800'}`}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
