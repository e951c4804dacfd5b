import account from './account/ja.json';
import core from './core/ja.json';
import layout from './layout/ja.json';
import navigation from './navigation/ja.json';
import palette from './palette/ja.json';
import people from './people/ja.json';
import profile from './profile/ja.json';
import routes from './routes/ja.json';
import search from './search/ja.json';
import shell from './shell/ja.json';

/**
 * The portal's ja catalogue, merged from one file per area (each area owns its top-level
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
