import { useId, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Badge, Button, HelpIcon, MoreIcon, Portlet, useIntl, type HeadingLevel } from '@maru/ui';
import type { AttendanceNavigationTarget } from '../attendance';
import { portletStatus } from '../remote';
import { reloadWorkHoursAtom, workHoursDisplayData } from './atoms';
import { workHoursCatalogue } from './catalogue';
import { formatHours } from './format';
import { HoursMeter } from './HoursMeter';
import type { WorkHoursDisplay } from './rules';
import { WorkHoursHelpDialog } from './WorkHoursHelpDialog';
import { Body, Note, Row, RowHeader, RowLabel, RowValue, Types } from './WorkHoursWidget.styles';

export interface WorkHoursWidgetProps {
  /** The dots button: the host routes 'MyWorkHour' to /ess/myWorkHour. */
  onNavigate?: (target: AttendanceNavigationTarget) => void;
  /** Heading level of the portlet title; 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

type IntlBits = ReturnType<typeof useIntl>;

function WorkHoursBody({ display, t, locale }: { display: WorkHoursDisplay } & IntlBits) {
  const ids = { current: useId(), regular: useId(), overtime: useId() };
  const h = (hours: number) => formatHours(hours, locale);
  const valueText = (hours: number, limit: number) =>
    t('meter.valueText', { hours: h(hours), limit: h(limit) });
  const { current, regular, overtime } = display;
  const overtimeCapped = overtime.hours < overtime.workedHours;
  return (
    <Body>
      <Types>
        <Badge tone="info" aria-label={`${t('workType')}: ${t(`workType.${display.workType}`)}`}>
          {t(`workType.${display.workType}`)}
        </Badge>
        <Badge
          aria-label={`${t('overtimeType')}: ${t(
            `overtimeType.${display.overtimeAllowed ? 'allowed' : 'capped'}`,
          )}`}
        >
          {t(`overtimeType.${display.overtimeAllowed ? 'allowed' : 'capped'}`)}
        </Badge>
      </Types>

      <Row data-row="current">
        <RowHeader>
          <RowLabel id={ids.current}>{t('current')}</RowLabel>
          <RowValue data-size="lg">{t('hours', { hours: h(current.hours) })}</RowValue>
        </RowHeader>
        <HoursMeter
          labelledBy={ids.current}
          hours={current.hours}
          maxHours={current.maxHours}
          valueText={valueText(current.hours, current.maxHours)}
          tone={current.hours > current.maxHours ? 'overtime' : 'regular'}
        />
        <Note>{t('maximum', { hours: h(current.maxHours) })}</Note>
      </Row>

      <Row data-row="regular" data-overtime={regular.overtimeStyled || undefined}>
        <RowHeader>
          <RowLabel id={ids.regular}>{t('regular')}</RowLabel>
          <RowValue>
            {regular.limitHours === null
              ? t('hours', { hours: h(regular.hours) })
              : t('hoursOfLimit', { hours: h(regular.hours), limit: h(regular.limitHours) })}
          </RowValue>
        </RowHeader>
        {regular.limitHours === null ? (
          <Note>{t('regular.noLimit')}</Note>
        ) : (
          <>
            <HoursMeter
              labelledBy={ids.regular}
              hours={regular.hours}
              maxHours={regular.limitHours}
              valueText={valueText(regular.hours, regular.limitHours)}
              tone={regular.overtimeStyled ? 'overtime' : 'regular'}
            />
            {regular.overtimeStyled ? <Note>{t('regular.reached')}</Note> : null}
          </>
        )}
      </Row>

      <Row data-row="overtime">
        <RowHeader>
          <RowLabel id={ids.overtime}>{t('overtime')}</RowLabel>
          <RowValue>
            {t('hoursOfLimit', { hours: h(overtime.hours), limit: h(overtime.limitHours) })}
          </RowValue>
        </RowHeader>
        <HoursMeter
          labelledBy={ids.overtime}
          hours={overtime.hours}
          maxHours={overtime.scaleHours}
          valueText={valueText(overtime.hours, overtime.scaleHours)}
          tone="overtime"
        />
        {overtimeCapped ? (
          <Note>{t('overtime.capped', { worked: h(overtime.workedHours) })}</Note>
        ) : null}
        {overtime.limitHours === 0 ? (
          <Note>{t('overtime.noLimit', { scale: h(overtime.scaleHours) })}</Note>
        ) : null}
      </Row>
    </Body>
  );
}

/**
 * The work-hour progress portlet (spec 02 §2, §4, §9): current, regular and overtime hours of
 * the week as read-only meters, the working time and overtime types, a help dialog with the
 * five topics, and a dots button to the work-hour page. Needs `MaruProvider` and
 * `WidgetsProvider` above it; shares the hours with the attendance widget.
 */
export function WorkHoursWidget({ onNavigate, headingLevel, className }: WorkHoursWidgetProps) {
  const intl = useIntl(workHoursCatalogue);
  const { t } = intl;
  const display = useAtomValue(workHoursDisplayData.view);
  const retry = useSetAtom(reloadWorkHoursAtom);
  const [helpOpen, setHelpOpen] = useState(false);

  return (
    <>
      <Portlet
        title={t('title')}
        headingLevel={headingLevel}
        className={className}
        // The meters always show, at zero hours too.
        status={portletStatus(display, () => false)}
        errorText={t('error.load')}
        onRetry={retry}
        actions={
          <>
            <Button
              variant="ghost"
              size="sm"
              icon={<HelpIcon />}
              aria-label={t('help.open')}
              aria-haspopup="dialog"
              onPress={() => setHelpOpen(true)}
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<MoreIcon />}
              aria-label={t('more')}
              onPress={() => onNavigate?.('MyWorkHour')}
            />
          </>
        }
      >
        {display.data ? <WorkHoursBody {...intl} display={display.data} /> : null}
      </Portlet>
      <WorkHoursHelpDialog isOpen={helpOpen} onOpenChange={setHelpOpen} t={t} />
    </>
  );
}
