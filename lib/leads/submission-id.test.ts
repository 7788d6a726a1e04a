import { randomUUID } from 'node:crypto';
import { openLeadLink } from './links.server';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/trusted-proxies';
import { LEAD_MESSAGES } from '@/lib/validation/lead';
import { readSubmissionId } from './form-state';
import { signStart } from './start-token';
import { submitLead } from './submit.server';
import { TEST_NOW as NOW, TEST_SECRET as SECRET, formData as form } from '@/test/lead-forms';

let address = 0;
const headers = () => new Headers({ [CLIENT_ADDRESS_HEADER]: `203.0.113.${++address}` });
const unique = (label: string) => `${label}${randomUUID().slice(0, 8)}`.replace(/[0-9-]/g, 'x');

function quote(lastName: string, submissionId?: string) {
  return {
    firstName: 'Deniz',
    lastName,
    phone: '0532 123 45 67',
    email: 'deniz@example.com',
    fromLocation: 'Kadıköy',
    toLocation: 'Ankara',
    service: 'Ev Taşıma',
    message: 'Üç oda',
    startedAt: signStart(NOW.getTime() - 5000, SECRET),
    ...(submissionId ? { submissionId } : {}),
  };
}

function contact(lastName: string, submissionId?: string) {
  return {
    firstName: 'Ayşe',
    lastName,
    phone: '+90 212 555 00 00',
    email: 'ayse@example.com',
    service: '',
    message: 'Merhaba',
    startedAt: signStart(NOW.getTime() - 5000, SECRET),
    ...(submissionId ? { submissionId } : {}),
  };
}

describe('readSubmissionId', () => {
  it('accepts a UUID and nothing else', () => {
    const id = randomUUID();
    expect(readSubmissionId(id)).toBe(id);
    for (const bad of [null, '', 'abc', `${id}x`, id.toUpperCase(), 42]) expect(readSubmissionId(bad)).toBeNull();
  });
});

describe.each(testEngines())('submission ids on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));
  const send = (kind: 'quote' | 'contact', fields: Record<string, string>, rateLimit = 0) =>
    submitLead(kind, form(fields), { headers: headers(), now: NOW, db, rateLimit, minFillMs: 2000, secret: SECRET });
  const rows = (kind: 'quote' | 'contact', name: string) =>
    db.selectFrom('leads').select(['reference', 'submission_id']).where('name', '=', name).execute();

  it.each(['quote', 'contact'] as const)(
    'a second %s with the same submission id stores nothing and answers with the first reference',
    async (kind) => {
      const lastName = unique('Tekrar');
      const id = randomUUID();
      const fields = kind === 'quote' ? quote(lastName, id) : contact(lastName, id);
      const first = await send(kind, fields);
      expect(first).toMatchObject({ status: 'success', message: LEAD_MESSAGES.success });
      expect(first.duplicate).toBeUndefined();
      // The emptied form gets a new id for the next lead.
      expect(readSubmissionId(first.submissionId)).not.toBeNull();
      expect(first.submissionId).not.toBe(id);
      const second = await send(kind, fields);
      expect(second).toMatchObject({
        status: 'success',
        message: LEAD_MESSAGES.duplicate,
        duplicate: true,
        reference: first.reference,
      });
      expect(decodeURIComponent(second.whatsappHref!.split('text=')[1]!)).toContain(first.reference!);
      // Each answer carries its own link to the one lead's page.
      const tokens = [first, second].map((a) => a.customerPath?.replace('/talep/', '') ?? '');
      expect(tokens[0]).not.toBe(tokens[1]);
      for (const token of tokens) {
        const opened = await openLeadLink(db, token, 180);
        expect(opened.state === 'open' && opened.lead.reference).toBe(first.reference);
      }
      const name = `${kind === 'quote' ? 'Deniz' : 'Ayşe'} ${lastName}`;
      expect(await rows(kind, name)).toEqual([{ reference: first.reference, submission_id: id }]);
    },
  );

  it('two sends of one form at the same time store one row and both answer with its reference', async () => {
    const lastName = unique('Ayni');
    const fields = quote(lastName, randomUUID());
    const answers = await Promise.all([send('quote', fields), send('quote', fields), send('quote', fields)]);
    const [row, ...more] = await rows('quote', `Deniz ${lastName}`);
    expect(more).toEqual([]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 'success', reference: row!.reference });
    expect(answers.filter((a) => a.duplicate)).toHaveLength(2);
  });

  it('forms with different ids, or without one (a page from before), are separate leads', async () => {
    const lastName = unique('Ayri');
    const [idA, idB] = [randomUUID(), randomUUID()];
    const answers = [
      await send('contact', contact(lastName, idA)),
      await send('contact', contact(lastName, idB)),
      await send('contact', contact(lastName)),
      await send('contact', contact(lastName, 'not-a-uuid')),
    ];
    expect(answers.every((a) => a.status === 'success' && !a.duplicate)).toBe(true);
    expect(new Set(answers.map((a) => a.reference)).size).toBe(4);
    const ids = (await rows('contact', `Ayşe ${lastName}`)).map((r) => r.submission_id);
    expect(ids.filter((id) => id === null)).toHaveLength(2);
    expect(ids.filter((id) => id !== null).sort()).toEqual([idA, idB].sort());
  });

  it('the same id on the other kind of form is its own lead (ids are unique per kind)', async () => {
    const lastName = unique('Tur');
    const id = randomUUID();
    const q = await send('quote', quote(lastName, id));
    const c = await send('contact', contact(lastName, id));
    expect([q.status, c.status]).toEqual(['success', 'success']);
    expect(q.duplicate).toBeUndefined();
    expect(c.duplicate).toBeUndefined();
    expect(c.reference).not.toBe(q.reference);
  });

  it('a resend is not counted against the rate limit', async () => {
    const lastName = unique('Sinir');
    const fields = quote(lastName, randomUUID());
    const h = headers();
    const sendFrom = () =>
      submitLead('quote', form(fields), { headers: h, now: NOW, db, rateLimit: 1, minFillMs: 2000, secret: SECRET });
    const first = await sendFrom();
    const again = await sendFrom();
    expect(first.status).toBe('success');
    expect(again).toMatchObject({ status: 'success', duplicate: true, reference: first.reference });
  });
});
