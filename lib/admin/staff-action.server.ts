// The one shape of a staff server action (docs/decisions/025-one-action-shape.md): the
// session and role check, the form parsed by its zod schema (unknown or malformed values
// refused, never defaulted), the work in one try with one log line, and the answer: a
// redirect with a notice for the plain forms, a form state for the settings forms.
// Each action only says what its work is and where it lands.
import 'server-only';
import { RedirectType, redirect } from 'next/navigation';
import type { z } from 'zod';
import { VERSION_FIELD, parseSettingsVersionToken, type SettingsFormState } from '@/lib/admin/settings-form';
import { StaleSettingError, type SettingSaver } from '@/lib/data/site-settings.server';
import { formatDateTime } from '@/lib/format';
import { requireStaff, type StaffSession } from '@/lib/auth/guard.server';
import type { Need } from '@/lib/auth/permissions';
import { formFields } from '@/lib/validation/form-fields';

/**
 * Who may run an action: what lib/auth/permissions.ts ACTION_NEEDS says for it, or `'manager'`:
 * managers only (the `team.manage` permission), so an action nobody has placed in the table yet
 * is closed to the other roles rather than open to them. (It was called `'admin'` until
 * decision 052: the name said "any staff member" next to `requireAdmin`, which admitted everyone.)
 */
export type StaffRole = Need | 'manager';

/** The signed-in staff member an action runs for; `assignedOnly`: only for leads assigned to them. */
export type StaffMember = StaffSession & { assignedOnly?: boolean };

/** A sent form's text fields by name, as zod parses them. */
export type FormFields = Readonly<Record<string, string>>;

/**
 * The session and role check: no session redirects to sign-in, back to `returnTo`; a role
 * the table refuses lands on its own tab with the refusal notice, and nothing is done.
 */
function guard(role: StaffRole, returnTo?: string): Promise<StaffMember> {
  return requireStaff(role === 'manager' ? { permission: 'team.manage' } : role, returnTo);
}

/** The names of the fields a parse refused (the first segment of each issue's path). */
function refusedFields(error: z.ZodError): ReadonlySet<string> {
  return new Set(error.issues.map((issue) => String(issue.path[0] ?? '')));
}

/** Runs the work; a throw is logged as one line `[admin] <name> failed: <message>` and answers undefined. */
async function attempt<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    console.error(`[admin] ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

export interface StaffActionSpec<S extends z.ZodType> {
  /** The action's name in the log line. */
  name: string;
  role: StaffRole;
  /** The form's fields; whatever it refuses goes to `refused` and no work is done. */
  form: S;
  /** Where sign-in leads back to when the session has ended (read from the fields as sent). */
  signInReturn: (fields: FormFields) => string | undefined;
  /**
   * The action's one piece of work: true when it happened (or the outcome with a `detail` for
   * `done`, e.g. which refusal). A throw is logged and counts as false.
   */
  work: (input: z.output<S>, staff: StaffMember) => Promise<boolean | { ok: boolean; detail: string }>;
  /** Where the staff member lands after the work, with its notice (success or failure). */
  done: (input: z.output<S>, ok: boolean, detail?: string) => string;
  /** Where a refused form lands: the action's failure notice. `failed` names the refused fields. */
  refused: (fields: FormFields, failed: ReadonlySet<string>) => string;
}

/**
 * A staff action posted by a plain form (works without JavaScript): it answers with a
 * redirect (replacing history) to a page that shows a one-line notice. The redirects sit
 * outside the try: `redirect()` throws NEXT_REDIRECT, which must reach the framework.
 */
export function staffAction<S extends z.ZodType>(spec: StaffActionSpec<S>): (form: FormData) => Promise<void> {
  return async (form) => {
    const fields = formFields(form);
    const staff = await guard(spec.role, spec.signInReturn(fields));
    const parsed = spec.form.safeParse(fields);
    if (!parsed.success) redirect(spec.refused(fields, refusedFields(parsed.error)), RedirectType.replace);
    const input = parsed.data;
    const outcome = (await attempt(spec.name, () => spec.work(input, staff))) ?? false;
    const { ok, detail } = typeof outcome === 'boolean' ? { ok: outcome, detail: undefined } : outcome;
    redirect(spec.done(input, ok, detail), RedirectType.replace);
  };
}

/** Where a form-state action's work sends the staff member (a redirect, replacing history). */
export interface GoTo {
  goTo: string;
}

const isGoTo = (value: unknown): value is GoTo =>
  typeof value === 'object' && value !== null && typeof (value as { goTo?: unknown }).goTo === 'string';

export interface StaffStateActionSpec<S extends z.ZodType, State> {
  /** The action's name in the log line. */
  name: string;
  role: StaffRole;
  /** The fields that say what the form is about (kind, id): a refusal here lands on `refused`. */
  form: S;
  signInReturn: (fields: FormFields) => string | undefined;
  refused: (fields: FormFields, failed: ReadonlySet<string>) => string;
  /**
   * The work: the form's state to show again (a refusal by field keeps what was typed), or where
   * to go once done. A throw is logged and answers `failed`.
   */
  work: (input: z.output<S>, staff: StaffMember, form: FormData) => Promise<State | GoTo>;
  failed: (input: z.output<S>, form: FormData) => State;
}

/**
 * A staff action behind `useActionState` whose form is its own (the offer editor, "Yeni talep"):
 * the same session, role and strict parse as staffAction; the work answers the form's state
 * (shown again, typed values kept) or a place to go, redirected to outside the try.
 */
export function staffStateAction<S extends z.ZodType, State>(
  spec: StaffStateActionSpec<S, State>,
): (state: State, form: FormData) => Promise<State> {
  return async (_state, form) => {
    const fields = formFields(form);
    const staff = await guard(spec.role, spec.signInReturn(fields));
    const parsed = spec.form.safeParse(fields);
    if (!parsed.success) redirect(spec.refused(fields, refusedFields(parsed.error)), RedirectType.replace);
    const input = parsed.data;
    const outcome = await attempt(spec.name, () => spec.work(input, staff, form));
    if (outcome === undefined) return spec.failed(input, form);
    if (isGoTo(outcome)) redirect(outcome.goTo, RedirectType.replace);
    return outcome as State;
  };
}

/** A form read back with Turkish messages by field name (lib/settings/forms.ts). */
export type FieldsResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export interface StaffFormActionSpec<T> {
  name: string;
  role: StaffRole;
  /** Where sign-in leads back to when the session has ended. */
  signInReturn: string;
  /** Which sent fields belong to the form (React's own fields are always left out). */
  accept: (name: string) => boolean;
  /** Reads the fields with the form's zod schemas; a refusal keeps what was typed, with a message by field. */
  parse: (fields: FormFields) => FieldsResult<T>;
  /**
   * The action's one piece of work; answers the values to show and the message. `versions`:
   * the saved versions the form was opened with (when `versioned`), to pass on to saveSettings.
   */
  work: (
    value: T,
    staff: StaffMember,
    versions?: Record<string, number>,
  ) => Promise<{ values: Record<string, string>; message: string; version?: string }>;
  messages: { invalid: string; failed: string };
  /**
   * The saved keys the form edits (optimistic concurrency, docs/decisions/044): the form
   * carries their versions; a save from a form opened before someone else's save is refused
   * with `current()`: the values saved now (read afresh) and their version token.
   */
  versioned?: {
    keys: readonly string[];
    current: () => Promise<{ values: Record<string, string>; version: string; saver?: SettingSaver }>;
  };
}

/** The answer to a stale save: who saved in between and when, in Turkish. */
export function staleMessage(saver: SettingSaver | undefined): string {
  const who = saver?.updatedBy ?? 'başka biri';
  const when = saver ? ` (${formatDateTime(saver.updatedAt)})` : '';
  return (
    `Kaydedilmedi: bu sayfayı açtığınızdan beri ${who} bu bilgileri kaydetti${when}. ` +
    'Alanlarda şimdi onun kaydettiği değerler görünüyor, sizin yazdıklarınız altlarında duruyor; ' +
    'değişikliğinizi yeniden yapıp kaydedin.'
  );
}

/** The fields where what was typed differs from what is saved now. */
function typedDifferences(typed: Record<string, string>, saved: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(typed).filter(([name, value]) => name in saved && saved[name] !== value));
}

/**
 * A staff action behind `useActionState` (the settings forms): the same checks, answered
 * with the form's state instead of a redirect, so typed values and messages by field stay.
 */
export function staffFormAction<T>(
  spec: StaffFormActionSpec<T>,
): (state: SettingsFormState, form: FormData) => Promise<SettingsFormState> {
  return async (_state, form) => {
    const staff = await guard(spec.role, spec.signInReturn);
    const values = formFields(form, spec.accept);
    const sentVersion = form.get(VERSION_FIELD);
    const version = typeof sentVersion === 'string' ? sentVersion : undefined;
    const parsed = spec.parse(values);
    if (!parsed.ok) {
      return {
        status: 'invalid',
        values,
        errors: parsed.errors,
        message: spec.messages.invalid,
        answeredAt: Date.now(),
        version,
      };
    }
    let versions: Record<string, number> = {};
    let stale: SettingSaver | undefined | false = false;
    if (spec.versioned && version !== undefined) {
      // No version at all (a form posted by a script): saved as before. A malformed one is refused.
      const read = parseSettingsVersionToken(version, spec.versioned.keys);
      if (read === null) stale = undefined;
      else versions = read;
    }
    if (stale === false) {
      try {
        const saved = spec.versioned
          ? await spec.work(parsed.value, staff, versions)
          : await spec.work(parsed.value, staff);
        return {
          status: 'saved',
          values: saved.values,
          errors: {},
          message: saved.message,
          answeredAt: Date.now(),
          version: saved.version,
        };
      } catch (error) {
        if (!(error instanceof StaleSettingError)) {
          console.error(`[admin] ${spec.name} failed: ${error instanceof Error ? error.message : String(error)}`);
          return {
            status: 'failed',
            values,
            errors: {},
            message: spec.messages.failed,
            answeredAt: Date.now(),
            version,
          };
        }
        stale = error.saver;
      }
    }
    const current = spec.versioned && (await attempt(spec.name, spec.versioned.current));
    if (!current)
      return { status: 'failed', values, errors: {}, message: spec.messages.failed, answeredAt: Date.now(), version };
    return {
      status: 'stale',
      values: current.values,
      errors: {},
      yours: typedDifferences(values, current.values),
      message: staleMessage(stale ?? current.saver),
      answeredAt: Date.now(),
      version: current.version,
    };
  };
}
