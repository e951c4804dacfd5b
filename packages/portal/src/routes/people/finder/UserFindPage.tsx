import { placeholderPage } from '../../PlaceholderPage';

export const UserFindPage = placeholderPage('title.userFind');
