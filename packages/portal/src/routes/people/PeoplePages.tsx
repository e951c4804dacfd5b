/* The member directory (spec 01 §2): the org chart and the member finder, one folder each. */
export { OrgChartPage } from './orgChart/OrgChartPage';
export { UserFindPage } from './finder/UserFindPage';
