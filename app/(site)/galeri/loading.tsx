/** Shown while the gallery loads on a client-side navigation. */
export default function GalleryLoading() {
  return (
    <div className="container-page py-12" role="status" aria-live="polite">
      <p className="font-semibold text-slate-600">Fotoğraflar yükleniyor...</p>
      <ul className="mt-6 grid [grid-template-columns:repeat(auto-fill,minmax(300px,1fr))] gap-8" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="aspect-[3/2] animate-pulse rounded-2xl bg-brand-50" />
        ))}
      </ul>
    </div>
  );
}
