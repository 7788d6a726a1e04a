/** A page section with a heading and an optional lead. */
export function Section({
  id,
  title,
  lead,
  children,
  className = '',
}: {
  id?: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      className={`container-page py-12 sm:py-16 ${className}`}
      aria-labelledby={id ? `${id}-baslik` : undefined}
    >
      <h2
        id={id ? `${id}-baslik` : undefined}
        className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
      >
        {title}
      </h2>
      {lead && <p className="mt-3 max-w-3xl text-slate-600">{lead}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}
