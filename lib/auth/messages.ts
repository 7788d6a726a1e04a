// Sign-in messages (SPEC.md section 8, as DECISIONS.md settles them). No server imports.
import { timeWithCase } from '@/lib/turkish';

export const SIGN_IN_MESSAGES = {
  required: 'Lütfen tüm alanları doldurun.',
  invalidEmail: 'Geçersiz e-posta adresi.',
  wrongCredentials: 'E-posta adresi veya şifre hatalı.',
  tooManyAttempts: 'Çok fazla yanlış deneme. Lütfen daha sonra tekrar deneyin.',
  generic: 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
} as const;

export interface SignInState {
  status: 'idle' | 'error';
  message?: string;
  /** The e-mail typed (never the password). */
  email?: string;
}

const ZONE = 'Europe/Istanbul';
const clock = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ZONE,
});
const day = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: ZONE });
const dayKey = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: ZONE });

/**
 * The "too many attempts" message of the specification, followed by when to
 * try again (Istanbul time, rounded up to the minute; with the date when that
 * is not today).
 */
export function tooManyAttemptsMessage(until: Date, now = new Date()): string {
  const at = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  const time = timeWithCase(clock.format(at), 'ablative');
  const when = dayKey.format(at) === dayKey.format(now) ? `Saat ${time}` : `${day.format(at)} saat ${time}`;
  return `${SIGN_IN_MESSAGES.tooManyAttempts} ${when} sonra yeniden deneyebilirsiniz.`;
}
