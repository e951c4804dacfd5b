/**
 * The separate sites Maru links out to (spec 01 §2 "links out"): approval and finance (ea), HR
 * (hr, people), kanban, general affairs (ga), payroll, performance evaluation and the mobile
 * site. A deployment sets them at build time (`VITE_MARU_SITE_EA=https://ea.example.com` …);
 * the defaults are the demo company's hosts.
 */
export interface SiteHosts {
  ea: string;
  hr: string;
  people: string;
  kanban: string;
  ga: string;
  payroll: string;
  performance: string;
  mobile: string;
}

export type SiteName = keyof SiteHosts;

const DEFAULT_SITE_HOSTS: SiteHosts = {
  ea: 'https://ea.maru.example',
  hr: 'https://hr.maru.example',
  people: 'https://people.maru.example',
  kanban: 'https://kanban.maru.example',
  ga: 'https://ga.maru.example',
  payroll: 'https://payroll.maru.example',
  performance: 'https://performance.maru.example',
  mobile: 'https://m.maru.example',
};

/** Build-time overrides; only absolute http(s) origins are taken, anything else is ignored. */
function configured(name: SiteName): string | null {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  const value = env?.[`VITE_MARU_SITE_${name.toUpperCase()}`];
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export const siteHosts: Readonly<SiteHosts> = Object.fromEntries(
  (Object.keys(DEFAULT_SITE_HOSTS) as SiteName[]).map((name) => [
    name,
    configured(name) ?? DEFAULT_SITE_HOSTS[name],
  ]),
) as unknown as SiteHosts;

/** An absolute URL on one of the sites, e.g. `siteUrl('hr', '/HPE1000/U0001')`. */
export function siteUrl(site: SiteName, path: string, hosts: SiteHosts = siteHosts): string {
  return new URL(path.startsWith('/') ? path : `/${path}`, hosts[site]).toString();
}
