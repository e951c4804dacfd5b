import { useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Button,
  Portlet,
  useIntl,
  useMessageBox,
  useToast,
  type HeadingLevel,
  type Translate,
} from '@maru/ui';
import type { CommuteStatus } from '@maru/api';
import {
  attendanceBusyAtom,
  commuteStatusViewAtom,
  pressAttendanceButtonAtom,
  reloadCommuteStatusAtom,
  type AttendanceViewPorts,
} from './atoms';
import {
  Actions,
  Body,
  ClockText,
  DateText,
  Facts,
  Today,
  WorkStatusBadge,
} from './AttendanceWidget.styles';
import { attendanceCatalogue } from './catalogue';
import {
  formatClock,
  formatUnixTime,
  formatWorkDate,
  isoDuration,
  isoFromUnix,
  splitDuration,
} from './format';
import { attendanceButtons, workStatus, type AttendanceButton } from './rules';
import { useClock } from './useClock';

/** Pages the widget may send the user to; the host maps them to its routes. */
export type AttendanceNavigationTarget = 'MyWorkHour';

export interface AttendanceWidgetProps {
  /**
   * Called after the user confirms going to the work-hour page (missing leave or attendance
   * record). The widget never navigates itself; the host decides the route.
   */
  onNavigate?: (target: AttendanceNavigationTarget) => void;
  /** A fixed time for the clock and date (stories, screenshots); it ticks when absent. */
  now?: Date;
  /** Heading level of the portlet title; 2 by default. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The bridge from the flow's message keys to `@maru/ui`'s dialogs and toasts. */
function useViewPorts(t: Translate, onNavigate: AttendanceWidgetProps['onNavigate']) {
  const messageBox = useMessageBox();
  const toast = useToast();
  return useMemo<AttendanceViewPorts>(
    () => ({
      alert: (key) => messageBox.alert({ message: t(key) }),
      confirm: (key) => messageBox.confirm({ message: t(key) }),
      prompt: ({ messageKey, reason, minLength, errorKey }) => {
        const errorMessage = errorKey ? t(errorKey) : undefined;
        // One message for "empty" and "too short", the spec's "two characters or more";
        // trimmed so that spaces alone do not pass.
        const validate =
          minLength === undefined
            ? undefined
            : (value: string) =>
                value.trim().length >= minLength ? null : (errorMessage ?? t('reason.label'));
        return messageBox.prompt({
          message: t(messageKey),
          label: t('reason.label'),
          reason,
          ...(validate ? { validate } : {}),
          ...(errorMessage ? { errorMessage } : {}),
        });
      },
      success: (key) => toast.success(t(key)),
      navigate: (target) => onNavigate?.(target),
    }),
    [messageBox, toast, t, onNavigate],
  );
}

function TimeValue({ seconds, t, locale }: { seconds: number | null } & IntlBits) {
  if (seconds === null) return <>{t('noTime')}</>;
  return <time dateTime={isoFromUnix(seconds)}>{formatUnixTime(seconds, locale)}</time>;
}

type IntlBits = ReturnType<typeof useIntl>;

function buttonState(enabled: boolean, disabled: boolean): 'active' | 'idle' | 'disabled' {
  if (disabled) return 'disabled';
  return enabled ? 'active' : 'idle';
}

interface AttendanceBodyProps extends IntlBits {
  status: CommuteStatus;
  now: Date;
  busy: boolean;
  pressed: AttendanceButton | null;
  onPress: (button: AttendanceButton) => void;
}

function AttendanceBody({ status, now, busy, pressed, onPress, t, locale }: AttendanceBodyProps) {
  const buttons = attendanceButtons(status);
  const label = workStatus(status);
  const worked = splitDuration(status.workTime);
  // While a press runs, the pressed button spins (keeping focus) and the others are disabled.
  const buttonProps = (button: AttendanceButton, disabled: boolean) => ({
    variant: 'secondary' as const,
    loading: busy && pressed === button,
    disabled: disabled || (busy && pressed !== button),
    onPress: () => onPress(button),
  });
  return (
    <Body>
      <Today>
        <DateText>
          <time dateTime={status.date}>{formatWorkDate(now, locale)}</time>
        </DateText>
        <ClockText>
          <time dateTime={now.toISOString()}>{formatClock(now, locale)}</time>
        </ClockText>
      </Today>
      <Facts>
        <dt>{t('workStatus')}</dt>
        <dd>
          <WorkStatusBadge data-status={label}>{t(`status.${label}`)}</WorkStatusBadge>
        </dd>
        <dt>{t('attendanceTime')}</dt>
        <dd>
          <TimeValue seconds={status.attendanceTime} t={t} locale={locale} />
        </dd>
        <dt>{t('leaveTime')}</dt>
        <dd>
          <TimeValue seconds={status.leaveTime} t={t} locale={locale} />
        </dd>
        <dt>{t('workTime')}</dt>
        <dd>
          <time dateTime={isoDuration(status.workTime)}>{t('duration', worked)}</time>
        </dd>
      </Facts>
      <Actions>
        <Button
          {...buttonProps('start', buttons.start.disabled)}
          variant={buttons.start.enabled ? 'primary' : 'secondary'}
          data-state={buttonState(buttons.start.enabled, buttons.start.disabled)}
        >
          {t('button.start')}
        </Button>
        <Button
          {...buttonProps('pause', buttons.pause.disabled)}
          variant={buttons.pause.enabled || buttons.pauseOn ? 'primary' : 'secondary'}
          data-state={buttonState(buttons.pause.enabled, buttons.pause.disabled)}
          data-mode={buttons.pause.mode}
        >
          {buttons.pause.mode === 'end' ? t('button.pauseEnd') : t('button.pauseStart')}
        </Button>
        <Button
          {...buttonProps('leave', buttons.leave.disabled)}
          variant={buttons.leave.enabled ? 'primary' : 'secondary'}
          data-state={buttonState(buttons.leave.enabled, buttons.leave.disabled)}
        >
          {t('button.leave')}
        </Button>
      </Actions>
    </Body>
  );
}

/**
 * The attendance portlet of the home page (spec 02 §2, §4): today's date and a running clock,
 * the work status and times, and the start, pause and leave buttons with their flows.
 * Needs `MaruProvider` (dialogs, toasts, locale) and `WidgetsProvider` (API client) above it.
 */
export function AttendanceWidget({
  onNavigate,
  now,
  headingLevel,
  className,
}: AttendanceWidgetProps) {
  const intl = useIntl(attendanceCatalogue);
  const { t } = intl;
  const clock = useClock(now);
  const loaded = useAtomValue(commuteStatusViewAtom);
  const busy = useAtomValue(attendanceBusyAtom);
  const retry = useSetAtom(reloadCommuteStatusAtom);
  const press = useSetAtom(pressAttendanceButtonAtom);
  const view = useViewPorts(t, onNavigate);
  const [pressed, setPressed] = useState<AttendanceButton | null>(null);

  const status = loaded?.state === 'ready' ? loaded.data : null;
  const onPress = (button: AttendanceButton) => {
    if (status === null) return;
    setPressed(button);
    void press({ button, rendered: status, view }).finally(() => setPressed(null));
  };

  return (
    <Portlet
      title={t('title')}
      headingLevel={headingLevel}
      className={className}
      status={loaded === undefined ? 'loading' : loaded.state === 'error' ? 'error' : 'ready'}
      errorText={t('error.load')}
      onRetry={retry}
    >
      {status ? (
        <AttendanceBody
          {...intl}
          status={status}
          now={clock}
          busy={busy}
          pressed={pressed}
          onPress={onPress}
        />
      ) : null}
    </Portlet>
  );
}
