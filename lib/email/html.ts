// The pieces every e-mail's HTML part is built from (lead, acknowledgement and offer
// e-mails). Pure and browser-safe.

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The body text's inline style. */
export const MAIL_TEXT = 'font-family:Arial,sans-serif;font-size:14px';

/** A table of label and value rows, both escaped; values keep their line breaks. */
export function mailTable(rows: readonly (readonly [string, string])[]): string {
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  return `<table style="${MAIL_TEXT};border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="${cell}">${escapeHtml(k)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;
}

/** What every e-mail carrying a link to the customer's own page says about it. */
export const LINK_WARNING = 'Bu bağlantıyı kimseyle paylaşmayın; bağlantısı olan herkes sayfayı açabilir.';
