import account from './account/ko.json';
import core from './core/ko.json';
import layout from './layout/ko.json';
import navigation from './navigation/ko.json';
import routes from './routes/ko.json';
import shell from './shell/ko.json';

/**
 * The Korean texts of the first load (GUIDE §6): the shell, the session, the layouts and the
 * route names. The areas only lazily loaded parts show are in `koLater.ts`.
 */
const firstTexts = { ...core, ...routes, ...shell, ...layout, ...navigation, ...account };
export default firstTexts;
