// Facts pasted into prose. Texts in content/ write a token where a fact goes,
// and fillFacts() puts in the value from its one source, with the Turkish case
// ending the sentence needs:
//
//   {foundingYear}           2003            {foundingYear:ablative}  2003'ten
//   {years}                  23 (today)      {provinceCount}          81
//   {regionCount}            7               {replyPromise}           1 saat
//   {replyPromiseHours}      1
//   {district}               Bağcılar        {district:locative}      Bağcılar'da
//   {city}                   İstanbul        {city:genitive}          İstanbul'un
//   {moveDays}               pazartesi–cumartesi
//   {moveDaysFromTo}         pazartesiden cumartesiye
//   {moveHours}              08:00–18:00     {moveStart:locative}     08:00'de
//
// Cases: dative, locative, ablative, genitive. A token written with a capital
// first letter ({MoveDaysFromTo}) starts a sentence. Other tokens ({price},
// {coverage}…) are left for their own filler.
//
//   {company}                Hafif Nakliyat  {company:genitive}       Hafif Nakliyat'ın
//   {insured}                sigortalı / sigorta seçenekli (before a noun: "{insured} taşıma")
//   {insuranceNote}          one sentence: the insurer named, or the insurance option (lib/claims.ts)
//
// The service hours, the trade name and the insurer are staff-edited (Firma Bilgileri): their tokens
// are filled only when the page gives the effective values (getEditedFacts()); texts
// filled once at module load keep them for that moment.
import { PROVINCE_COUNT, REGION_COUNT } from '@/content/company-stats';
import {
  FOUNDING_YEAR,
  REPLY_PROMISE,
  REPLY_PROMISE_HOURS,
  describeHours,
  yearsInBusiness,
  type ServiceHours,
} from './facts';
import { insuranceClaims } from './claims';
import { site } from './site';
import { capitalize, numberWithCase, properNoun, timeWithCase, type TurkishCase } from './turkish';

type Fact =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'time'; value: string }
  | { kind: 'phrase'; value: string };

/** The facts staff edit, as a page renders them (lib/settings/effective.server.ts: getEditedFacts()). */
export interface EditedFacts {
  hours: ServiceHours;
  companyName: string;
  /** The insurer staff entered; empty or absent: the texts offer insurance instead of claiming it. */
  insurer?: string;
}

function editedFacts({ hours, companyName, insurer = '' }: EditedFacts): Record<string, Fact> {
  const text = describeHours(hours);
  const claims = insuranceClaims({ insurancePartner: insurer, k3Certificate: '' });
  return {
    company: { kind: 'name', value: companyName },
    insured: { kind: 'phrase', value: claims.adjective },
    insuranceNote: { kind: 'phrase', value: claims.sentence },
    moveDays: { kind: 'phrase', value: text.moveDays },
    moveDaysFromTo: { kind: 'phrase', value: text.moveDaysFromTo },
    moveHours: { kind: 'phrase', value: text.moveHours },
    moveStart: { kind: 'time', value: hours.opens },
    moveEnd: { kind: 'time', value: hours.closes },
  };
}

/** The tokens of staff-edited facts, filled only with the effective values. */
export const EDITED_TOKENS = Object.keys(
  editedFacts({ hours: { firstDay: 'Monday', lastDay: 'Monday', opens: '', closes: '' }, companyName: '' }),
);

function facts(now: Date, edited: EditedFacts | undefined): Record<string, Fact> {
  const { address } = site();
  return {
    ...(edited ? editedFacts(edited) : {}),
    foundingYear: { kind: 'number', value: FOUNDING_YEAR },
    years: { kind: 'number', value: yearsInBusiness(now) },
    provinceCount: { kind: 'number', value: PROVINCE_COUNT },
    regionCount: { kind: 'number', value: REGION_COUNT },
    replyPromise: { kind: 'phrase', value: REPLY_PROMISE },
    replyPromiseHours: { kind: 'number', value: REPLY_PROMISE_HOURS },
    district: { kind: 'name', value: address.district },
    city: { kind: 'name', value: address.city },
  };
}

const CASES = new Set<string>(['dative', 'locative', 'ablative', 'genitive']);
const TOKEN = /\{([A-Za-z]+)(?::([a-z]+))?\}/g;

function render(fact: Fact, kase: TurkishCase | undefined): string {
  if (!kase) return String(fact.value);
  switch (fact.kind) {
    case 'number':
      return numberWithCase(fact.value, kase);
    case 'name':
      return properNoun(fact.value, kase);
    case 'time':
      return timeWithCase(fact.value, kase);
    case 'phrase':
      throw new Error(`A case ending cannot follow the phrase "${fact.value}"`);
  }
}

export interface FillOptions {
  now?: Date;
  /** The effective staff-edited facts; without them their tokens stay for the page to fill. */
  edited?: EditedFacts;
}

/** Replaces the fact tokens of `text` (see the list above); other tokens stay. */
export function fillFacts(text: string, { now = new Date(), edited }: FillOptions = {}): string {
  const table = facts(now, edited);
  return text.replace(TOKEN, (token, name: string, kase: string | undefined) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const fact = table[key];
    if (!fact) return token;
    if (kase !== undefined && !CASES.has(kase)) throw new Error(`Unknown case in ${token}`);
    const value = render(fact, kase as TurkishCase | undefined);
    return name === key ? value : capitalize(value);
  });
}

/** fillFacts over a list of texts. */
export function fillAll(texts: string[], options?: FillOptions): string[] {
  return texts.map((t) => fillFacts(t, options));
}

/** The company's base as page texts say it: "Bağcılar merkezli". */
export function headquartersPhrase(): string {
  return `${site().address.district} merkezli`;
}
