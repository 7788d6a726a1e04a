import { fillFacts } from '@/lib/company-facts';
import { getEditedFacts } from '@/lib/settings/index.server';

/** Paragraphs of body text; the staff-edited facts in them (trade name, hours) are filled here. */
export async function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  const edited = await getEditedFacts();
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 48)}>{fillFacts(p, { edited })}</p>
      ))}
    </div>
  );
}
