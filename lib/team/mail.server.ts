import 'server-only';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { ROLE_LABELS, type Role } from '@/lib/auth/permissions';
import { getDb, type Db } from '@/lib/db/kysely.server';
import { MAIL_TEXT, escapeHtml } from '@/lib/email/html';
import { companySender } from '@/lib/email/sender.server';
import { env } from '@/lib/env';
import { smtpMailer } from '@/lib/outbox/index.server';

// The team's e-mails (invitation, password reset, sign-in warning), sent at once through the
// same nodemailer transport as the lead e-mails (lib/outbox/mailer.server.ts smtpMailer), and from
// the same sender as every e-mail (lib/email/sender.server.ts: the company's name, From, Reply-To).

/** The page where a one-time link sets the password. */
export const PASSWORD_PAGE = ADMIN_PATHS.password;

export function passwordLink(token: string): string {
  return `${env().SITE_URL}${PASSWORD_PAGE}?${new URLSearchParams({ anahtar: token })}`;
}

export interface StaffMail {
  to: string;
  subject: string;
  lines: string[];
  link?: { href: string; label: string };
}

/** Text and HTML of a staff e-mail: paragraphs, and the link both as a button and written out. */
export function renderStaffMail(mail: StaffMail): { subject: string; text: string; html: string } {
  const text = [...mail.lines, ...(mail.link ? [`${mail.link.label}: ${mail.link.href}`] : [])].join('\n\n');
  const html = [
    ...mail.lines.map((line) => `<p style="${MAIL_TEXT}">${escapeHtml(line)}</p>`),
    ...(mail.link
      ? [
          `<p style="${MAIL_TEXT}"><a href="${escapeHtml(mail.link.href)}">${escapeHtml(mail.link.label)}</a></p>`,
          `<p style="${MAIL_TEXT};color:#555">${escapeHtml(mail.link.href)}</p>`,
        ]
      : []),
  ].join('');
  return { subject: mail.subject, text, html };
}

/**
 * Sends one staff e-mail from the company's sender (companySender); false (logged) when SMTP is
 * not configured or the server refused it. `deps` are the tests' database and SMTP server.
 */
export async function sendStaffMail(
  mail: StaffMail,
  deps: { db?: Db; smtp?: { url: string; envelope: string } } = {},
): Promise<boolean> {
  const e = env();
  const smtp = deps.smtp ?? (e.SMTP_URL ? { url: e.SMTP_URL, envelope: e.SMTP_FROM ?? e.COMPANY_EMAIL } : null);
  if (!smtp) {
    console.error('[team] e-mail not sent: SMTP_URL is not set');
    return false;
  }
  try {
    const sender = async () => companySender(deps.db ?? (await getDb()));
    await smtpMailer(smtp.url, smtp.envelope, sender).send({ to: mail.to, ...renderStaffMail(mail) });
    return true;
  } catch (error) {
    console.error('[team] e-mail failed:', error instanceof Error ? error.message : error);
    return false;
  }
}

export function inviteMail(to: string, name: string, role: Role, token: string, company: string): StaffMail {
  return {
    to,
    subject: `${company} yönetim paneline davet edildiniz`,
    lines: [
      `Merhaba ${name},`,
      `${company} yönetim paneline "${ROLE_LABELS[role]}" rolüyle davet edildiniz. Aşağıdaki bağlantıdan şifrenizi belirleyin; bağlantı 72 saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ],
    link: { href: passwordLink(token), label: 'Şifrenizi belirleyin' },
  };
}

export function resetMail(to: string, token: string, company: string): StaffMail {
  return {
    to,
    subject: `${company} yönetim paneli: şifre sıfırlama`,
    lines: [
      'Bu adres için şifre sıfırlama istendi. Aşağıdaki bağlantıdan yeni şifrenizi belirleyin; bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir. Yeni şifre kaydedildiğinde açık oturumlarınız kapanır.',
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
    ],
    link: { href: passwordLink(token), label: 'Yeni şifre belirleyin' },
  };
}

export function signInWarningMail(to: string, failures: number, company: string): StaffMail {
  return {
    to,
    subject: `${company} yönetim paneli: hesabınıza çok sayıda hatalı giriş denemesi`,
    lines: [
      `Hesabınıza son dakikalarda ${failures} hatalı giriş denemesi yapıldı. Hesabınızın girişleri bir süre yavaşlatıldı; doğru şifreyle giriş yapabilirsiniz.`,
      'Bu denemeler size ait değilse şifrenizi değiştirin ve yöneticinize haber verin.',
    ],
    link: { href: `${env().SITE_URL}${ADMIN_PATHS.login}`, label: 'Giriş sayfası' },
  };
}
