/** Paragraphs of body text. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 48)}>{p}</p>
      ))}
    </div>
  );
}
