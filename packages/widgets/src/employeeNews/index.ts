export { EmployeeNewsWidget } from './EmployeeNewsWidget';
export type { EmployeeNewsWidgetProps } from './EmployeeNewsWidget';
export {
  NEXT_YEAR_FROM_MONTH,
  isNewsShown,
  newsColour,
  newsLabelKey,
  newsMonthDay,
  visibleNews,
} from './rules';
export { employeeNewsAtom, employeeNewsViewAtom, reloadEmployeeNewsAtom } from './atoms';
export { fetchEmployeeNews } from './api';
export { employeeNewsCatalogue } from './catalogue';
