// Shared by every mail: each module keeps its own mails beside it (auth.mails.ts, ...) and builds
// them with this layout.

/** What a mail says, as text and HTML. Links are built by the caller. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The page that turns this kind of mail off: sent as List-Unsubscribe too. */
  unsubscribeUrl?: string;
}

/** For text placed in a mail's HTML. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The text part's last line in a mail a player may turn off. */
export function unsubscribeText(unsubscribeUrl: string | undefined): string {
  return unsubscribeUrl ? `\n\nUnsubscribe from these emails: ${unsubscribeUrl}` : '';
}

/**
 * GameHub's mail: a title, paragraphs (escaped), one button and a footer (HTML, not escaped),
 * with an unsubscribe link under it in mails a player may turn off.
 */
export function mailLayout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
  unsubscribeUrl?: string,
): string {
  const unsubscribe = unsubscribeUrl
    ? `<p style="margin:16px 0 0;font-size:12px;color:#a0a0b8">Don't want these emails? <a href="${escapeHtml(unsubscribeUrl)}" style="color:#a0a0b8">Unsubscribe</a></p>`
    : '';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#0b0b12;font-family:Arial,sans-serif;color:#e8e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#161622;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#fff">GameHub</h1>
<h2 style="margin:0 0 16px;font-size:18px;color:#fff">${escapeHtml(title)}</h2>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#a0a0b8">${footer}</p>${unsubscribe}</td></tr></table></td></tr></table></body></html>`;
}
