import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from './blog';
import { TEAM, initials, teamMember } from './team';

describe('the team', () => {
  it('is one coherent team: no name or role twice, every bio filled in', () => {
    expect(new Set(TEAM.map((m) => m.name)).size).toBe(TEAM.length);
    expect(new Set(TEAM.map((m) => m.role.toLocaleLowerCase('tr-TR'))).size).toBe(TEAM.length);
    for (const m of TEAM) {
      expect(m.id).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(m.bio, m.id).not.toMatch(/[{}]/);
      expect(m.bio.length, m.id).toBeGreaterThan(100);
    }
  });

  it('has one packing lead and one operations manager', () => {
    expect(TEAM.filter((m) => /paketleme/i.test(m.role))).toHaveLength(1);
    expect(TEAM.filter((m) => /operasyon/i.test(m.role))).toHaveLength(1);
  });

  it('writes every blog post by a person of the team', () => {
    const ids = new Set(TEAM.map((m) => m.id));
    for (const post of BLOG_POSTS) {
      expect(ids.has(post.author), post.id).toBe(true);
      expect(teamMember(post.author).id).toBe(post.author);
    }
  });

  it('fills the founder bio from the company facts', () => {
    expect(teamMember('hasan-yildirim').bio).toMatch(/^2003 yılında Bağcılar'da /);
  });

  it('makes avatar initials with Turkish capitals', () => {
    expect(initials('Hasan Yıldırım')).toBe('HY');
    expect(initials('ilker  Çetin')).toBe('İÇ');
  });
});
