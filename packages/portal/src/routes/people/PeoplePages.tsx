import { placeholderPage } from '../PlaceholderPage';

/* The member directory (spec 01 §2): the org chart and the member finder come in later issues. */
export const OrgChartPage = placeholderPage('title.orgChart');
export const UserFindPage = placeholderPage('title.userFind');
