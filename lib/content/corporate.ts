// The corporate pages' texts as pages read them: content/corporate.ts with the company-fact
// tokens filled (lib/company-facts.ts) and the founding year on the first milestone.
// Staff-edited facts (the trade name, the hours) stay tokens; the pages fill them when they
// render (Prose, the milestones: getEditedFacts()).
import * as texts from '@/content/corporate';
import type { Milestone, Testimonial, ValueItem } from '@/content/types';
import { fillAll, fillFacts } from '@/lib/company-facts';
import { FOUNDING_YEAR } from '@/lib/facts';

const fillItems = (items: ValueItem[]): ValueItem[] =>
  items.map((i) => ({ title: fillFacts(i.title), text: fillFacts(i.text) }));
const fillMilestones = (items: Milestone[]): Milestone[] =>
  items.map((m) => ({ year: m.year, title: fillFacts(m.title), text: fillFacts(m.text) }));

export const TESTIMONIALS: Testimonial[] = texts.TESTIMONIALS.map((t) => ({ ...t, text: fillFacts(t.text) }));
export const MILESTONES: Milestone[] = fillMilestones([
  { year: FOUNDING_YEAR, ...texts.FOUNDING_MILESTONE },
  ...texts.LATER_MILESTONES,
]);
export const VALUES: ValueItem[] = fillItems(texts.VALUES);
export const VISION_2030_GOALS: ValueItem[] = fillItems(texts.VISION_2030_GOALS);
export const SERVICE_STANDARDS: ValueItem[] = fillItems(texts.SERVICE_STANDARDS);
export const SECURITY_POINTS: ValueItem[] = fillItems(texts.SECURITY_POINTS);
export const WHY_US: ValueItem[] = fillItems(texts.WHY_US);
export const VISION_TEXT: string[] = fillAll(texts.VISION_TEXT);
export const MISSION_TEXT: string[] = fillAll(texts.MISSION_TEXT);
export const ABOUT_TEXT: string[] = fillAll(texts.ABOUT_TEXT);
export const CORPORATE_INTRO: string[] = fillAll(texts.CORPORATE_INTRO);
