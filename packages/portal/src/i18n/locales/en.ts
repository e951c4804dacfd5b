import account from './account/en.json';
import core from './core/en.json';
import layout from './layout/en.json';
import navigation from './navigation/en.json';
import palette from './palette/en.json';
import people from './people/en.json';
import profile from './profile/en.json';
import routes from './routes/en.json';
import search from './search/en.json';
import shell from './shell/en.json';

/**
 * The portal's en catalogue, merged from one file per area (each area owns its top-level
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
