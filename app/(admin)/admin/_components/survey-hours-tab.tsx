import { slotLabel, SURVEY_HOURS_KEY, surveyHoursFormGroups, surveyHoursFormValues } from '@/lib/calendar';
import { listFreeSlots, getSurveyHours } from '@/lib/calendar/index.server';
import { getDb } from '@/lib/db/kysely.server';
import { saveSurveyHoursAction } from '../dashboard/survey-actions';
import { History, history } from './settings-tabs';
import { SettingsForm } from './settings-form';

/** "Keşif Saatleri": when customers can book a survey on their page (docs/decisions/040-survey-slots.md). */
export async function SurveyHoursTab() {
  const groups = surveyHoursFormGroups();
  const hours = await getSurveyHours();
  const next = await listFreeSlots(await getDb(), hours, 'customer').catch(() => null);
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">
        Müşteriler kendi sayfalarında önümüzdeki 14 günün boş keşif saatlerini görür ve randevu alır. Saatler İstanbul
        saatidir; kaydettiğiniz değişiklik hemen geçerli olur, alınmış randevular yerinde kalır.
      </p>
      <SettingsForm
        id="kesif-saatleri"
        action={saveSurveyHoursAction}
        groups={groups}
        initialValues={surveyHoursFormValues(hours)}
        submitLabel="Keşif Saatlerini Kaydet"
      />
      <section className="mt-6" aria-labelledby="sunulan-saatler" data-testid="survey-hours-preview">
        <h3 id="sunulan-saatler" className="font-bold text-slate-900">
          Müşterilere şu an sunulan ilk boş saatler
        </h3>
        {next === null ? (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
            Boş saatler yüklenirken hata oluştu.
          </p>
        ) : next.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Önümüzdeki 14 günde müşterilere sunulan boş saat yok.</p>
        ) : (
          <ul className="mt-2 list-disc pl-6 text-sm text-slate-700">
            {next.slice(0, 5).map((slot) => (
              <li key={slot.startsAt}>{slotLabel(slot.startsAt)}</li>
            ))}
          </ul>
        )}
      </section>
      <History entries={await history([SURVEY_HOURS_KEY])} groups={groups} />
    </>
  );
}
