/** Shown while an admin page waits for the server (the session check included). */
export default function Loading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-100/80" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
        <p className="font-semibold text-slate-700">Yükleniyor...</p>
      </div>
    </div>
  );
}
