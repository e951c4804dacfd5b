export * from './theme';
export * from './intl';
export * from './Button';
export * from './MessageBox';
export * from './Toast';
export * from './Portlet';
