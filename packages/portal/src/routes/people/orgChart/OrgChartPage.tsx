import { placeholderPage } from '../../PlaceholderPage';

export const OrgChartPage = placeholderPage('title.orgChart');
