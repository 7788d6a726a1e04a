import 'server-only';
import { cache } from 'react';
import { readSettings } from '@/lib/data/site-settings.server';
import type { Db } from '@/lib/db/kysely.server';
import { getSavedSettings } from '@/lib/settings/index.server';
import { SURVEY_HOURS_KEY, effectiveSurveyHours, type SurveyHours } from './survey-hours';

/** The survey hours as staff saved them ("Keşif Saatleri"), else a fresh install's; once per request. */
export const getSurveyHours = cache(async (): Promise<SurveyHours> =>
  effectiveSurveyHours((await getSavedSettings())[SURVEY_HOURS_KEY]),
);

/** The survey hours read afresh from `db` (route handlers, the outbox). */
export async function readSurveyHours(db: Db): Promise<SurveyHours> {
  return effectiveSurveyHours((await readSettings(db))[SURVEY_HOURS_KEY]);
}
