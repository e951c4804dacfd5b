import { UnusedLeaveNoticePage } from '@maru/widgets';
import { useNavigate } from 'react-router-dom';

/** The unused-leave notice (spec 02 §2 notices): confirming it returns the employee home. */
export function UnusedLeaveNoticeRoute() {
  const navigate = useNavigate();
  return <UnusedLeaveNoticePage headingLevel={1} onConfirmed={() => navigate('/')} />;
}
