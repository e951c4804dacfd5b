import type {
  CommandMenu,
  CommandMenuAudience,
  CommandMenuLinkType,
  CommandMenuSystem,
  Locale,
} from '../contract';

/** A menu of another system as stored: names per locale and who may open it. */
export interface OtherSystemMenu {
  system: Exclude<CommandMenuSystem, 'GW'>;
  menuPath: string;
  names: Record<Locale, string>;
  location: Record<Locale, string>;
  urlPath: string;
  linkType: CommandMenuLinkType;
  audience: CommandMenuAudience;
}

/** A menu entry of another system in `locale`, before the user's star and visits. */
export function otherSystemEntryOf(
  source: OtherSystemMenu,
  locale: Locale,
): Omit<CommandMenu, 'favoriteFlag' | 'accessedAt'> {
  return {
    system: source.system,
    menuPath: source.menuPath,
    menuName: source.names[locale],
    menuLocation: source.location[locale],
    urlPath: source.urlPath,
    linkType: source.linkType,
  };
}
