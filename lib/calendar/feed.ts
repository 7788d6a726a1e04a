// A staff member's calendar feed (RFC 5545, made with ical-generator): their surveys and
// moves, times in Europe/Istanbul. The feed leaves the company (calendar apps fetch it), so
// an event carries only the reference, the customer's first name, the district and the link
// to the lead in the staff area: never the phone, the e-mail or the street address.
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays } from './days';

export const FEED_TIME_ZONE = 'Europe/Istanbul';

/**
 * İstanbul's VTIMEZONE: UTC+3 all year since 2016 (no daylight saving), so one STANDARD
 * component describes it; calendar apps that know the zone use their own definition.
 */
export function istanbulVtimezone(): string {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${FEED_TIME_ZONE}`,
    `X-LIC-LOCATION:${FEED_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:+03',
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** What an event may say about its lead (nothing else reaches the feed). */
export interface FeedLead {
  reference: string | null;
  firstName: string;
  /** districtOf(the lead's place): a known district or province, or null. */
  district: string | null;
  /** The lead's page in the staff area, absolute. */
  leadUrl: string;
}

export type FeedEvent =
  | (FeedLead & { type: 'survey'; id: string; startsAt: string; endsAt: string; kind: string })
  | (FeedLead & { type: 'move'; id: string; moveDate: string; startTime: string });

function describe(event: FeedEvent): { summary: string; description: string } {
  const who = [event.reference, event.firstName].filter(Boolean).join(' · ');
  const where = event.district ? ` (${event.district})` : '';
  if (event.type === 'survey') {
    const kind = event.kind === 'video' ? 'Görüntülü keşif' : 'Keşif';
    return { summary: `${kind}: ${who}${where}`, description: `${kind}\nTalep: ${event.leadUrl}` };
  }
  return {
    summary: `Taşınma: ${who}${where}`,
    description: `Taşınma günü, ekip ${event.startTime}'de adreste.\nTalep: ${event.leadUrl}`,
  };
}

/** The feed's text. `domain` makes the events' UIDs unique to this site. */
export function buildFeed(events: readonly FeedEvent[], { name, domain }: { name: string; domain: string }): string {
  const calendar = ical({
    name,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: domain, product: 'takvim', language: 'TR' },
    timezone: { name: FEED_TIME_ZONE, generator: istanbulVtimezone },
    ttl: 15 * 60,
  });
  for (const event of events) {
    const { summary, description } = describe(event);
    const common = { id: `${event.type}-${event.id}@${domain}`, summary, description, url: event.leadUrl };
    if (event.type === 'survey')
      // TZDate reads as İstanbul's wall clock whatever the server's time zone (a Date would not).
      calendar.createEvent({
        ...common,
        timezone: FEED_TIME_ZONE,
        start: new TZDate(Date.parse(event.startsAt), FEED_TIME_ZONE),
        end: new TZDate(Date.parse(event.endsAt), FEED_TIME_ZONE),
      });
    else
      calendar.createEvent({
        ...common,
        allDay: true,
        start: new TZDate(Date.parse(`${event.moveDate}T12:00:00+03:00`), FEED_TIME_ZONE),
        end: new TZDate(Date.parse(`${addDays(event.moveDate, 1)}T12:00:00+03:00`), FEED_TIME_ZONE),
      });
  }
  return calendar.toString();
}
