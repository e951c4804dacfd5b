/**
 * A blocked tenant's page (cloud info `blockedUrl`) is data from the server: only http(s)
 * URLs are followed, so a bad value can never run script (`javascript:`) in the portal.
 */
export function safeBlockedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
