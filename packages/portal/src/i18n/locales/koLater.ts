import palette from './palette/ko.json';
import people from './people/ko.json';
import profile from './profile/ko.json';
import search from './search/ko.json';

/**
 * The Korean texts of the areas that only lazily loaded parts show (the people pages, the
 * profile dialog, search, the palette): loaded beside every lazily loaded part of the portal
 * (`i18n.loadLaterTexts`), kept out of the first load.
 */
const laterTexts = { ...people, ...profile, ...search, ...palette };
export default laterTexts;
