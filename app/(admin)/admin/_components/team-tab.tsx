import Link from 'next/link';
import { dashboardHref } from '@/lib/admin/dashboard';
import { ROLES, ROLE_LABELS, isRole, type Role } from '@/lib/auth/permissions';
import type { Db } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { formatMinutes } from '@/lib/leads';
import { pendingInvitations, listTeam, medianFirstResponseByPerson } from '@/lib/team/index.server';
import {
  inviteStaffAction,
  removeStaffAction,
  resendInvitationAction,
  setOwnDutyAction,
  setStaffDisabledAction,
  setStaffDutyAction,
  setStaffRoleAction,
} from '../dashboard/team-actions';

// "Ekip" (managers): invite, role, on duty, disable, remove; "Benim taleplerim"'s on-duty
// switch; "Genel Bakış"'s first response per person. Plain forms: they work without JavaScript.

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap sm:min-h-9';
const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
const PRIMARY = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;
const DANGER = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;
const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

function InviteForm() {
  return (
    <form
      action={inviteStaffAction}
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="invite-form"
    >
      <h3 className="font-bold text-slate-900">Kişi davet et</h3>
      <p className="mt-1 text-sm text-slate-600">
        Davet edilen kişiye 72 saat geçerli, tek kullanımlık bir bağlantı gider; şifresini bu bağlantıdan belirler.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="invite-name" className="text-sm font-semibold text-slate-800">
            Ad Soyad
          </label>
          <input id="invite-name" name="name" required maxLength={80} autoComplete="off" className={INPUT} />
        </div>
        <div>
          <label htmlFor="invite-email" className="text-sm font-semibold text-slate-800">
            E-posta
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            maxLength={200}
            autoComplete="off"
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="invite-role" className="text-sm font-semibold text-slate-800">
            Rol
          </label>
          <select id="invite-role" name="role" defaultValue="ofis" className={INPUT}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className={`${PRIMARY} mt-3`}>
        Davet gönder
      </button>
    </form>
  );
}

const ROLE_HELP: Record<Role, string> = {
  yonetici: 'her şey',
  ofis: 'talepler, teklifler, takvim, medya',
  saha: 'yalnızca kendisine atanan keşif ve taşımalar',
};

/**
 * The team list: one card per person, each change its own small form. Invited people who have
 * not set a password are marked with their link's expiry and can be sent a new one; disabling
 * asks for a confirmation first (a second step that works without JavaScript).
 */
export async function TeamTab({
  db,
  me,
  confirmRemove,
  confirmDisable,
}: {
  db: Db;
  me: string;
  confirmRemove?: string;
  confirmDisable?: string;
}) {
  const people = await listTeam(db);
  const pending = await pendingInvitations(db);
  return (
    <div className="space-y-4">
      <InviteForm />
      <p className="text-sm text-slate-600">
        Roller: {ROLES.map((r) => `${ROLE_LABELS[r]} (${ROLE_HELP[r]})`).join('; ')}. Yeni talepler, nöbette olan ofis
        çalışanlarına sırayla atanır.
      </p>
      <ul className="space-y-3" aria-label="Ekip">
        {people.map((p) => {
          const role = isRole(p.role) ? p.role : 'saha';
          const headingId = `kisi-${p.id}`;
          const invited = pending.has(p.id);
          const inviteUntil = pending.get(p.id);
          return (
            <li
              key={p.id}
              className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
              aria-labelledby={headingId}
              data-testid="team-member"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 id={headingId} className="min-w-0 font-bold [overflow-wrap:anywhere] text-slate-900">
                  {p.name}
                  {p.id === me && <span className="font-normal text-slate-500"> (siz)</span>}
                </h3>
                <p className="text-sm font-semibold text-slate-700">
                  {ROLE_LABELS[role]}
                  {p.disabled && <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-red-800">Devre dışı</span>}
                  {p.onDuty && <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-green-800">Nöbette</span>}
                  {invited && !p.disabled && (
                    <span
                      className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900"
                      data-testid="invite-pending"
                    >
                      {inviteUntil
                        ? `Davet bekliyor: bağlantı ${formatDateTime(inviteUntil.toISOString())} saatine kadar geçerli`
                        : 'Davet bekliyor: bağlantının süresi doldu'}
                    </span>
                  )}
                </p>
              </div>
              <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{p.email}</p>
              <div className="mt-3 flex flex-wrap items-end gap-2">
                <form action={setStaffRoleAction} className="flex items-end gap-2">
                  <input type="hidden" name="user" value={p.id} />
                  <div>
                    <label htmlFor={`rol-${p.id}`} className="text-xs font-semibold text-slate-600">
                      Rol
                    </label>
                    <select
                      id={`rol-${p.id}`}
                      name="role"
                      defaultValue={role}
                      className="block min-h-11 rounded-lg border border-slate-300 px-2 text-sm sm:min-h-9"
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className={SECONDARY} aria-label={`${p.name}: rolü kaydet`}>
                    Rolü kaydet
                  </button>
                </form>
                {role === 'ofis' && !p.disabled && (
                  <form action={setStaffDutyAction}>
                    <input type="hidden" name="user" value={p.id} />
                    {!p.onDuty && <input type="hidden" name="onDuty" value="1" />}
                    <button
                      type="submit"
                      className={SECONDARY}
                      aria-label={`${p.name}: ${p.onDuty ? 'nöbetten çıkar' : 'nöbete al'}`}
                    >
                      {p.onDuty ? 'Nöbetten çıkar' : 'Nöbete al'}
                    </button>
                  </form>
                )}
                {invited && !p.disabled && (
                  <form action={resendInvitationAction}>
                    <input type="hidden" name="user" value={p.id} />
                    <button type="submit" className={SECONDARY} aria-label={`${p.name}: daveti yeniden gönder`}>
                      Daveti yeniden gönder
                    </button>
                  </form>
                )}
                {p.disabled ? (
                  <form action={setStaffDisabledAction}>
                    <input type="hidden" name="user" value={p.id} />
                    <button type="submit" className={SECONDARY} aria-label={`${p.name}: etkinleştir`}>
                      Etkinleştir
                    </button>
                  </form>
                ) : confirmDisable === p.id ? (
                  <form
                    action={setStaffDisabledAction}
                    className="flex flex-wrap items-center gap-2"
                    role="group"
                    aria-label="Devre dışı bırakma onayı"
                  >
                    <input type="hidden" name="user" value={p.id} />
                    <input type="hidden" name="disabled" value="1" />
                    <span className="text-sm font-semibold text-red-800">
                      Devre dışı bırakılsın mı? Oturumları kapanır, gönderdiği davetler iptal edilir.
                    </span>
                    <button type="submit" className={DANGER} autoFocus>
                      Evet, devre dışı bırak
                    </button>
                    <Link href={dashboardHref({ tab: 'ekip' })} className={SECONDARY}>
                      Vazgeç
                    </Link>
                  </form>
                ) : (
                  <Link
                    href={`${dashboardHref({ tab: 'ekip', confirmDisable: p.id })}#${headingId}`}
                    className={SECONDARY}
                    aria-label={`${p.name}: devre dışı bırak`}
                  >
                    Devre dışı bırak
                  </Link>
                )}
                {confirmRemove === p.id ? (
                  <form
                    action={removeStaffAction}
                    className="flex flex-wrap items-center gap-2"
                    role="group"
                    aria-label="Silme onayı"
                  >
                    <input type="hidden" name="user" value={p.id} />
                    <span className="text-sm font-semibold text-red-800">Hesap silinsin mi?</span>
                    <button type="submit" className={DANGER} autoFocus>
                      Evet, sil
                    </button>
                    <Link href={dashboardHref({ tab: 'ekip' })} className={SECONDARY}>
                      Vazgeç
                    </Link>
                  </form>
                ) : (
                  <Link
                    href={`${dashboardHref({ tab: 'ekip', confirmDelete: p.id })}#${headingId}`}
                    className={SECONDARY}
                    aria-label={`${p.name}: hesabı sil`}
                  >
                    Sil
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Benim taleplerim": the ofis person's own on-duty switch (new leads come to them in turn). */
export async function MyDutySwitch({ db, userId, role }: { db: Db; userId: string; role: Role }) {
  if (role !== 'ofis') return null;
  const person = (await listTeam(db)).find((p) => p.id === userId);
  if (!person) return null;
  return (
    <form
      action={setOwnDutyAction}
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      {!person.onDuty && <input type="hidden" name="onDuty" value="1" />}
      <p className="text-sm text-slate-800" data-testid="duty-state">
        {person.onDuty
          ? 'Nöbettesiniz: yeni talepler size de sırayla atanıyor.'
          : 'Nöbette değilsiniz: size yeni talep atanmıyor.'}
      </p>
      <button type="submit" className={SECONDARY}>
        {person.onDuty ? 'Nöbetten çık' : 'Nöbete gir'}
      </button>
    </form>
  );
}

export interface Responder {
  name: string;
  email: string;
  minutes: number;
}

/** Each person's median first response over the last 30 days, quickest first. */
export async function firstResponseByPerson(db: Db, now: Date): Promise<Responder[]> {
  const medians = await medianFirstResponseByPerson(db, new Date(now.getTime() - 30 * 86_400_000));
  const team = await listTeam(db);
  return [...medians]
    .map(([email, minutes]) => ({ email, minutes, name: team.find((p) => p.email === email)?.name ?? email }))
    .sort((a, b) => a.minutes - b.minutes);
}

export function ResponseTimes({ people }: { people: Responder[] }) {
  return (
    <section
      className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      aria-labelledby="ilk-yanit"
      data-testid="response-by-person"
    >
      <h3 id="ilk-yanit" className="text-sm font-semibold text-slate-800">
        Kişi başına ilk yanıt süresi (son 30 gün, ortanca)
      </h3>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Son 30 günde yanıtlanan talep yok.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {people.map((p) => (
            <li key={p.email} className="flex justify-between gap-3 py-1.5 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere] text-slate-800">{p.name}</span>
              <span className="shrink-0 font-semibold text-slate-900">{formatMinutes(Math.round(p.minutes))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
