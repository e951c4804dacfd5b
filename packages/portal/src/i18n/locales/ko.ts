import account from './account/ko.json';
import core from './core/ko.json';
import layout from './layout/ko.json';
import navigation from './navigation/ko.json';
import palette from './palette/ko.json';
import people from './people/ko.json';
import profile from './profile/ko.json';
import routes from './routes/ko.json';
import search from './search/ko.json';
import shell from './shell/ko.json';

/**
 * The portal's ko catalogue, merged from one file per area (each area owns its top-level
 * keys), so areas can grow their strings without touching each other's files.
 */
const catalogue = {
  ...core,
  ...routes,
  ...shell,
  ...layout,
  ...navigation,
  ...account,
  ...people,
  ...profile,
  ...search,
  ...palette,
};
export default catalogue;
