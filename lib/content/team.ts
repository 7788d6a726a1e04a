// The team as pages read it: the people of content/team.ts with their bios' company-fact
// tokens filled (lib/company-facts.ts).
import { PEOPLE, type TeamMemberId } from '@/content/team';
import type { TeamMember } from '@/content/types';
import { fillFacts } from '@/lib/company-facts';

export { initials, type TeamMemberId } from '@/content/team';

/** The team in the order the corporate page shows it. */
export const TEAM: TeamMember[] = (Object.keys(PEOPLE) as TeamMemberId[]).map((id) => ({
  id,
  name: PEOPLE[id].name,
  role: PEOPLE[id].role,
  bio: fillFacts(PEOPLE[id].bio),
}));

export function teamMember(id: TeamMemberId): TeamMember {
  return TEAM.find((m) => m.id === id)!;
}
