// The "Ekip" list: an invited person is marked "Davet bekliyor" with the link's expiry and can be
// sent the invitation again; "Devre dışı bırak" is a first step that asks for a confirmation.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '@/lib/auth/admin.server';
import { createAuth, type Auth } from '@/lib/auth/auth.server';
import type { DatabaseHandle } from '@/lib/db/kysely.server';
import { invite } from '@/lib/team/index.server';
import { testEngines } from '@/test/db-engines';
import { TeamTab } from './team-tab';

const MANAGER = 'yonetim@hafifnakliyat.example';

describe.each(testEngines())('the team list on $name', (engine) => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  let auth: Auth;
  let managerId: string;
  let invitedId: string;
  beforeAll(async () => {
    handle = await engine.open();
    auth = createAuth(handle, 'test-secret-'.repeat(4), { baseURL: 'http://localhost:3000', secureCookies: false });
    await createOrResetAdmin(auth, MANAGER, 'Kestane-Kebap-2026!');
    managerId = (await handle.db.selectFrom('user').select('id').where('email', '=', MANAGER).executeTakeFirstOrThrow())
      .id;
    const invited = await invite(auth, handle.db, {
      email: 'davetli@example.com',
      name: 'Davetli Kişi',
      role: 'ofis',
      invitedBy: managerId,
    });
    if (!invited.ok) throw new Error(invited.reason);
    invitedId = invited.userId;
  });
  afterAll(async () => handle?.close());

  const cards = async (props: { confirmDisable?: string } = {}) => {
    const html = renderToStaticMarkup(await TeamTab({ db: handle.db, me: managerId, ...props }));
    return html.split('data-testid="team-member"').slice(1);
  };
  const cardOf = (all: string[], name: string) => all.find((c) => c.includes(name))!;

  it('marks the invited person as waiting, with the expiry, and offers to send the invitation again', async () => {
    const all = await cards();
    const invited = cardOf(all, 'Davetli Kişi');
    expect(invited).toMatch(/Davet bekliyor: bağlantı .+ saatine kadar geçerli/);
    expect(invited).toContain('Daveti yeniden gönder');
    const manager = cardOf(all, MANAGER.split('@')[0]!);
    expect(manager).not.toContain('Davet bekliyor');
    expect(manager).not.toContain('Daveti yeniden gönder');
  });

  it('"Devre dışı bırak" first asks for a confirmation, a step that works without JavaScript', async () => {
    const before = cardOf(await cards(), 'Davetli Kişi');
    expect(before).not.toContain('Evet, devre dışı bırak');
    expect(before).toMatch(new RegExp(`<a [^>]*href="[^"]*kapat=${invitedId}[^"]*"[^>]*>Devre dışı bırak</a>`));
    const confirming = cardOf(await cards({ confirmDisable: invitedId }), 'Davetli Kişi');
    expect(confirming).toContain('Devre dışı bırakılsın mı?');
    expect(confirming).toMatch(/<button type="submit"[^>]*>Evet, devre dışı bırak<\/button>/);
    expect(confirming).toContain('name="disabled" value="1"');
  });
});
