// The estimate form's fields, rendered by the server from the address. Every field is
// named as its query parameter (a district has a select of its own, see lib/estimate/form.ts),
// so the form works as a plain GET form without JavaScript.
import type { PlaceOption } from '@/lib/estimate/index.server';
import {
  DISTRICT_FIELDS,
  DISTRICT_PROVINCE,
  FURNITURE_LIFT_MAX_FLOOR,
  MAX_FLOOR,
  type EstimateParam,
  type EstimateQueryValues,
  HOME_SIZES,
  HOME_SIZE_LABELS,
} from '@/lib/estimate';

type Errors = Partial<Record<EstimateParam, string>>;

export interface EstimateFieldsProps {
  values: EstimateQueryValues;
  errors: Errors;
  provinces: PlaceOption[];
  districts: PlaceOption[];
  /** Today and the last day a move can be booked, `YYYY-MM-DD`. */
  today: string;
  lastDay: string;
  weekdayDiscountPercent: number;
  /** Days the company's calendar is full ('YYYY-MM-DD'): named "dolu" under the date field, still selectable. */
  fullDays?: string[];
  /** The estimate's range, repeated under the button on a phone, where the result is further down. */
  rangeText?: string;
}

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const controlBorder = (error?: string) => (error ? 'border-red-500' : 'border-slate-300');
const labelClass = 'text-sm font-semibold text-slate-800';
const legendClass = 'text-base font-bold text-brand-900';

/** Ids that describe a control: its hint and its error message. */
function describedBy(id: string, hint: boolean, error?: string): string | undefined {
  const ids = [hint && `${id}-ipucu`, error && `${id}-hata`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-hata`} className="mt-1 text-sm font-medium text-red-700" data-testid={`hata-${id}`}>
      {error}
    </p>
  );
}

function Optional() {
  return <span className="font-normal text-slate-500">(isteğe bağlı)</span>;
}

/**
 * Province, and İstanbul's district while İstanbul is chosen. The district select is always
 * in the page; a rule in app/globals.css hides it while another province is chosen, so it
 * appears the moment İstanbul is picked, without JavaScript too (the address drops a district
 * of another province, lib/estimate/form.ts).
 */
function PlaceFields({
  name,
  legend,
  value,
  error,
  provinces,
  districts,
}: {
  name: 'nereden' | 'nereye';
  legend: string;
  value?: string;
  error?: string;
  provinces: PlaceOption[];
  districts: PlaceOption[];
}) {
  const [province = '', district = ''] = (value ?? '').toLowerCase().split('/');
  const districtField = DISTRICT_FIELDS[name];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" data-place>
      <legend className={`${legendClass} mb-1`}>{legend}</legend>
      <div>
        <label htmlFor={name} className={labelClass}>
          İl{' '}
          <span className="text-red-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">(zorunlu)</span>
          </span>
        </label>
        <select
          id={name}
          name={name}
          defaultValue={province}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, false, error)}
          className={`${control} ${controlBorder(error)}`}
        >
          <option value="">İl seçin</option>
          {provinces.map((p) => (
            <option key={p.slug} value={p.slug} data-has-districts={p.slug === DISTRICT_PROVINCE || undefined}>
              {p.name}
            </option>
          ))}
        </select>
        <FieldError id={name} error={error} />
      </div>
      <div data-district>
        <label htmlFor={districtField} className={labelClass}>
          İlçe <Optional />
        </label>
        <select
          id={districtField}
          name={districtField}
          defaultValue={province === DISTRICT_PROVINCE ? district : ''}
          className={`${control} border-slate-300`}
        >
          <option value="">Tüm İstanbul</option>
          {districts.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** Floor and elevator of one address. */
function EndFields({
  side,
  legend,
  values,
  errors,
}: {
  side: 'cikis' | 'varis';
  legend: string;
  values: EstimateQueryValues;
  errors: Errors;
}) {
  const floor = `kat-${side}` as const;
  const elevator = `asansor-${side}` as const;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className={`${legendClass} px-1`}>{legend}</legend>
      <label htmlFor={floor} className={labelClass}>
        Kat
      </label>
      <input
        id={floor}
        name={floor}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_FLOOR}
        step={1}
        defaultValue={values[floor] ?? '0'}
        aria-invalid={errors[floor] ? true : undefined}
        aria-describedby={describedBy(floor, true, errors[floor])}
        className={`${control} ${controlBorder(errors[floor])}`}
      />
      <p id={`${floor}-ipucu`} className="mt-1 text-xs text-slate-500">
        Giriş kat için 0 yazın.
      </p>
      <FieldError id={floor} error={errors[floor]} />
      <div className="mt-3 flex items-start gap-2">
        <input
          id={elevator}
          name={elevator}
          type="checkbox"
          value="var"
          defaultChecked={values[elevator]?.toLocaleLowerCase('tr-TR') === 'var'}
          aria-invalid={errors[elevator] ? true : undefined}
          aria-describedby={describedBy(elevator, false, errors[elevator])}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={elevator} className="text-sm text-slate-800">
          Binada kullanılabilir asansör var
        </label>
      </div>
      <FieldError id={elevator} error={errors[elevator]} />
    </fieldset>
  );
}

const LIFT_CHOICES = [
  { value: '', label: 'Gerekmiyor' },
  { value: 'cikis', label: 'Çıkış adresinde' },
  { value: 'varis', label: 'Varış adresinde' },
  { value: 'ikisi', label: 'Her iki adreste' },
];

const EXTRAS = [
  { name: 'paketleme', label: 'Paketleme ve koli malzemesi' },
  { name: 'montaj', label: 'Mobilya söküm ve montajı' },
  { name: 'sigorta', label: 'Genişletilmiş nakliyat sigortası' },
] as const;

export function EstimateFields({
  values,
  errors,
  provinces,
  districts,
  today,
  lastDay,
  weekdayDiscountPercent,
  fullDays = [],
  rangeText,
}: EstimateFieldsProps) {
  const homeSize = values.ev?.replace(/\s+/g, '+') ?? '';
  return (
    <div className="space-y-6">
      <PlaceFields
        name="nereden"
        legend="Nereden taşınıyorsunuz?"
        value={values.nereden}
        error={errors.nereden}
        provinces={provinces}
        districts={districts}
      />
      <PlaceFields
        name="nereye"
        legend="Nereye taşınıyorsunuz?"
        value={values.nereye}
        error={errors.nereye}
        provinces={provinces}
        districts={districts}
      />

      <div>
        <label htmlFor="ev" className={labelClass}>
          Ev büyüklüğü{' '}
          <span className="text-red-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">(zorunlu)</span>
          </span>
        </label>
        <select
          id="ev"
          name="ev"
          defaultValue={homeSize}
          aria-invalid={errors.ev ? true : undefined}
          aria-describedby={describedBy('ev', false, errors.ev)}
          className={`${control} ${controlBorder(errors.ev)}`}
        >
          <option value="">Oda sayısını seçin</option>
          {HOME_SIZES.map((size) => (
            <option key={size} value={size}>
              {HOME_SIZE_LABELS[size]}
            </option>
          ))}
        </select>
        <FieldError id="ev" error={errors.ev} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <EndFields side="cikis" legend="Çıkış adresi" values={values} errors={errors} />
        <EndFields side="varis" legend="Varış adresi" values={values} errors={errors} />
      </div>

      <div>
        <label htmlFor="asansorlu-tasima" className={labelClass}>
          Asansörlü taşıma (dış cephe asansörü) <Optional />
        </label>
        <select
          id="asansorlu-tasima"
          name="asansorlu-tasima"
          defaultValue={values['asansorlu-tasima']?.toLocaleLowerCase('tr-TR') ?? ''}
          aria-invalid={errors['asansorlu-tasima'] ? true : undefined}
          aria-describedby={describedBy('asansorlu-tasima', true, errors['asansorlu-tasima'])}
          className={`${control} ${controlBorder(errors['asansorlu-tasima'])}`}
        >
          {LIFT_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <p id="asansorlu-tasima-ipucu" className="mt-1 text-xs text-slate-500">
          Eşyalar pencereden taşınır; merdiven ücreti alınmaz. En fazla {FURNITURE_LIFT_MAX_FLOOR}. kata kadar.
        </p>
        <FieldError id="asansorlu-tasima" error={errors['asansorlu-tasima']} />
      </div>

      <fieldset>
        <legend className={`${legendClass} mb-2`}>Ek hizmetler</legend>
        <div className="space-y-2">
          {EXTRAS.map((extra) => (
            <div key={extra.name} className="flex items-start gap-2">
              <input
                id={extra.name}
                name={extra.name}
                type="checkbox"
                value="evet"
                defaultChecked={values[extra.name]?.toLocaleLowerCase('tr-TR') === 'evet'}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={extra.name} className="text-sm text-slate-800">
                {extra.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor="tarih" className={labelClass}>
          Taşınma tarihi <Optional />
        </label>
        <input
          id="tarih"
          name="tarih"
          type="date"
          min={today}
          max={lastDay}
          defaultValue={values.tarih ?? ''}
          aria-invalid={errors.tarih ? true : undefined}
          aria-describedby={describedBy('tarih', true, errors.tarih)}
          className={`${control} ${controlBorder(errors.tarih)}`}
        />
        <p id="tarih-ipucu" className="mt-1 text-xs text-slate-500">
          Hafta içi taşınmalarda %{weekdayDiscountPercent} indirim.{' '}
          <a href="#hafta-ici-indirimi" className="font-semibold text-brand-700 underline">
            Ayrıntılar
          </a>
        </p>
        <FullDays days={fullDays} chosen={values.tarih} />
        <FieldError id="tarih" error={errors.tarih} />
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <button
          type="submit"
          className="w-full rounded-lg bg-accent-600 px-6 py-3 font-bold text-white shadow-sm hover:bg-accent-700 sm:w-auto"
        >
          Fiyatı Hesapla
        </button>
        {rangeText && (
          <a href="#tahmin-sonucu" className="text-sm text-slate-700 lg:hidden">
            Tahmini fiyat: <strong className="text-brand-900">{rangeText}</strong>{' '}
            <span className="font-semibold text-brand-700 underline">Ayrıntılar</span>
          </a>
        )}
      </div>
    </div>
  );
}

const SHORT_MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

/** The calendar's full days under the date field ("dolu"); a full day can still be asked for. */
function FullDays({ days, chosen }: { days: string[]; chosen?: string }) {
  if (days.length === 0) return null;
  const label = (day: string) => {
    const [, m, d] = day.split('-').map(Number) as [number, number, number];
    return `${d} ${SHORT_MONTHS[m - 1]}`;
  };
  return (
    <div className="mt-1 text-xs text-slate-600" data-testid="estimate-full-days">
      {chosen && days.includes(chosen) && (
        <p className="font-semibold text-red-800" role="status">
          Seçtiğiniz gün dolu. Yine de bu gün için teklif isteyebilirsiniz; uygun ekip ve aracı arayıp size bildiririz.
        </p>
      )}
      <p>
        Dolu günler:{' '}
        {days.slice(0, 12).map((day, i) => (
          <span key={day}>
            {i > 0 && ', '}
            <time dateTime={day}>{label(day)}</time> <span className="font-semibold text-red-800">dolu</span>
          </span>
        ))}
        {days.length > 12 && ' …'}
      </p>
    </div>
  );
}
