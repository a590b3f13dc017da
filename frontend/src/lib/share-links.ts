export interface ShareMessage {
  /** Prefilled text; the link is appended to it. */
  text: string;
  url: string;
  /** Mail subject */
  subject?: string;
}

/** Prefilled share links of the messaging apps and networks we offer (no SDKs, plain URLs). */
export function shareLinks({ text, url, subject = 'Join me on GameHub' }: ShareMessage) {
  const message = encodeURIComponent(`${text} ${url}`);
  return {
    whatsapp: `https://wa.me/?text=${message}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    x: `https://twitter.com/intent/tweet?text=${message}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${message}`,
  };
}
