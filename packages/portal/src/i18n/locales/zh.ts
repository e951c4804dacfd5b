import account from './account/zh.json';
import core from './core/zh.json';
import layout from './layout/zh.json';
import navigation from './navigation/zh.json';
import palette from './palette/zh.json';
import people from './people/zh.json';
import profile from './profile/zh.json';
import routes from './routes/zh.json';
import search from './search/zh.json';
import shell from './shell/zh.json';

/**
 * The portal's zh catalogue, merged from one file per area (each area owns its top-level
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
