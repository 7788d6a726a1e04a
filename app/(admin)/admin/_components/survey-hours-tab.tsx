import { getSurveyHours } from '@/lib/calendar/survey-hours.server';
import { SURVEY_HOURS_KEY, surveyHoursFormGroups, surveyHoursFormValues } from '@/lib/calendar/survey-hours';
import { saveSurveyHoursAction } from '../dashboard/survey-actions';
import { History, history } from './settings-tabs';
import { SettingsForm } from './settings-form';

/** "Keşif Saatleri": when customers can book a survey on their page (docs/decisions/040-survey-slots.md). */
export async function SurveyHoursTab() {
  const groups = surveyHoursFormGroups();
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
        initialValues={surveyHoursFormValues(await getSurveyHours())}
        submitLabel="Keşif Saatlerini Kaydet"
      />
      <History entries={await history([SURVEY_HOURS_KEY])} groups={groups} />
    </>
  );
}
