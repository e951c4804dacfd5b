import { Fragment } from 'react';
import { Dialog, type Translate } from '@maru/ui';
import { HelpTopics } from './WorkHoursWidget.styles';

/** The help dialog's five topics, in the spec's order (spec 02 §2). */
export const WORK_HOURS_HELP_TOPICS = [
  'workType',
  'current',
  'maximum',
  'regular',
  'overtimeType',
] as const;
export type WorkHoursHelpTopic = (typeof WORK_HOURS_HELP_TOPICS)[number];

export interface WorkHoursHelpDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  t: Translate;
}

/** What each figure of the work-hour widget means (Esc, the close button or outside click close it). */
export function WorkHoursHelpDialog({ isOpen, onOpenChange, t }: WorkHoursHelpDialogProps) {
  return (
    <Dialog title={t('help.title')} isOpen={isOpen} onOpenChange={onOpenChange} size={640}>
      <HelpTopics>
        {WORK_HOURS_HELP_TOPICS.map((topic) => (
          <Fragment key={topic}>
            <dt>{t(`help.${topic}.title`)}</dt>
            <dd>{t(`help.${topic}.body`)}</dd>
          </Fragment>
        ))}
      </HelpTopics>
    </Dialog>
  );
}
