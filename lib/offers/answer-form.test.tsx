import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AcceptForm } from '@/app/(site)/talep/[token]/offer-forms';
import { company, sentOffer } from '@/test/offer-fixtures';
import {
  ASSUMPTION_CONFIRM,
  TERMS_LABEL,
  assumptionField,
  parseAcceptForm,
  parseChangeForm,
  parseDeclineForm,
} from './answer-form';
import { buildOfferSnapshot } from './snapshot';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

const complete = {
  fullName: '  Gülşen Yıldırım ',
  fromAddress: 'Bağcılar Mah. Çınar Sok. No 12 D 5, Bağcılar/İstanbul',
  toAddress: 'Karşıyaka Mah. 1720 Sok. No 3, Karşıyaka/İzmir',
  [assumptionField(0)]: 'on',
  [assumptionField(1)]: 'on',
  terms: 'on',
};

describe('the acceptance form', () => {
  it('takes the name and both street addresses when every assumption and the terms are confirmed', () => {
    expect(parseAcceptForm(form(complete), 2)).toEqual({
      ok: true,
      data: {
        fullName: 'Gülşen Yıldırım',
        fromAddress: complete.fromAddress,
        toAddress: complete.toAddress,
      },
    });
  });

  it('refuses an unconfirmed assumption, the terms unticked, a lone first name and short addresses, keeping what was typed', () => {
    const result = parseAcceptForm(
      form({ fullName: 'Gülşen', fromAddress: 'Bağcılar', toAddress: '', [assumptionField(0)]: 'on' }),
      2,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      fullName: 'Adınızı ve soyadınızı birlikte yazın.',
      fromAddress: 'Eşyaların alınacağı açık adresini (mahalle, cadde/sokak, bina ve daire numarası) yazın.',
      toAddress: 'Eşyaların götürüleceği açık adresini (mahalle, cadde/sokak, bina ve daire numarası) yazın.',
      [assumptionField(1)]: 'Teklifi onaylamak için bu bilginin doğru olduğunu işaretleyin.',
      terms: 'Teklifi onaylamak için koşulları okuduğunuzu ve kabul ettiğinizi işaretleyin.',
    });
    expect(result.values).toEqual({
      fullName: 'Gülşen',
      fromAddress: 'Bağcılar',
      toAddress: '',
      [assumptionField(0)]: 'on',
    });
  });

  it('asks for every assumption the offer has, not only those posted', () => {
    const result = parseAcceptForm(form(complete), 3);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual([assumptionField(2)]);
  });

  it('shows each assumption with "Bu bilgiler doğru", the terms and the button, refilled after an error', () => {
    const snapshot = buildOfferSnapshot(sentOffer(), 'HN-1', company);
    const html = renderToStaticMarkup(
      <AcceptForm
        pagePath="/talep/abc"
        snapshot={snapshot}
        flash={{
          intent: 'accept',
          version: 2,
          message: 'Teklifi onaylamak için işaretli alanları tamamlayın.',
          fieldErrors: { terms: 'Koşulları işaretleyin.' },
          values: { fullName: 'Gülşen Yıldırım', [assumptionField(1)]: 'on' },
        }}
      />,
    );
    expect(html).toContain('action="/talep/abc/yanit"');
    expect(html).toContain('method="post"');
    for (const assumption of snapshot.assumptions) expect(html).toContain(assumption);
    expect(html.split(ASSUMPTION_CONFIRM).length - 1).toBe(snapshot.assumptions.length);
    expect(html).toContain(TERMS_LABEL);
    expect(html).toContain('Teklifi onayla');
    expect(html).toContain('value="Gülşen Yıldırım"');
    expect(html).toMatch(new RegExp(`name="${assumptionField(1)}"[^>]*checked`));
    expect(html).not.toMatch(new RegExp(`name="${assumptionField(0)}"[^>]*checked`));
    expect(html).toContain('Koşulları işaretleyin.');
  });
});

describe('the change and decline forms', () => {
  it('needs a message for a change, and takes a decline without a reason', () => {
    expect(parseChangeForm(form({ message: 'Tarih 15 Aralık olsun' }))).toEqual({
      ok: true,
      data: { message: 'Tarih 15 Aralık olsun' },
    });
    expect(parseChangeForm(form({ message: ' ' }))).toMatchObject({
      ok: false,
      fieldErrors: { message: 'Neyin değişmesini istediğinizi birkaç kelimeyle yazın.' },
    });
    expect(parseDeclineForm(form({}))).toEqual({ ok: true, data: { reason: '' } });
    expect(parseDeclineForm(form({ reason: 'Başka firma ' }))).toEqual({ ok: true, data: { reason: 'Başka firma' } });
    expect(parseDeclineForm(form({ reason: 'x'.repeat(2001) })).ok).toBe(false);
  });
});
