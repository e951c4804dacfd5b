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
import { portletStatus } from '../remote';
import { attendanceBusyAtom, pressAttendanceButtonAtom, type AttendanceViewPorts } from './atoms';
import {
  Actions,
  Body,
  ClockText,
  DateText,
  Facts,
  Hint,
  Today,
  WorkStatusBadge,
} from './AttendanceWidget.styles';
import { isoOfUnix } from '@maru/api/dates';
import { attendanceCatalogue } from './catalogue';
import { commuteStatusData } from './commuteData';
import { formatClock, formatUnixTime, formatWorkDate, isoDuration, splitDuration } from './format';
import { browserGeolocationSource, type GeolocationSource } from './position';
import { attendanceButtons, workStatus, type AttendanceButton } from './rules';
import { useClock } from './useClock';
import { useGeolocationPermission } from './useGeolocationPermission';

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
  /**
   * Where each action's position comes from: the browser's geolocation by default; a fake in
   * tests and stories; `null` to never ask (actions then carry null coordinates).
   */
  geolocation?: GeolocationSource | null;
  /**
   * The signed-in employee's id, for the extended-work check; when absent the widget reads it
   * from the profile call the first time it needs it.
   */
  userId?: string;
  className?: string;
}

/** The browser's geolocation, read once per page: the same object keeps effects stable. */
const BROWSER_GEOLOCATION = browserGeolocationSource();

/** The bridge from the flow's message keys to `@maru/ui`'s dialogs and toasts. */
function useViewPorts(t: Translate, onNavigate: AttendanceWidgetProps['onNavigate']) {
  const messageBox = useMessageBox();
  const toast = useToast();
  return useMemo<AttendanceViewPorts>(
    () => ({
      alert: (key) => messageBox.alert({ message: t(key) }),
      confirm: (key, labels) =>
        messageBox.confirm({
          message: t(key),
          ...(labels
            ? { confirmLabel: t(labels.confirmLabelKey), cancelLabel: t(labels.cancelLabelKey) }
            : {}),
        }),
      prompt: ({ messageKey, reason, minLength, errorKey, defaultValue }) => {
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
          ...(defaultValue ? { defaultValue } : {}),
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
  return <time dateTime={isoOfUnix(seconds)}>{formatUnixTime(seconds, locale)}</time>;
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
  /** Geolocation is blocked: actions go out without a position. */
  locationDenied: boolean;
}

/** Why the buttons look as they do, when that is not obvious from the status alone. */
function hintKeys(status: CommuteStatus, locationDenied: boolean): string[] {
  const keys: string[] = [];
  if (status.continue) keys.push('hint.continueWork');
  else if (!status.start && !status.pause && !status.leave) keys.push('hint.missingLeave');
  if (locationDenied) keys.push('hint.locationDenied');
  return keys;
}

function AttendanceBody(props: AttendanceBodyProps) {
  const { status, now, busy, pressed, onPress, locationDenied, t, locale } = props;
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
        {/* Start stays pressable when shown disabled: it is the way to the missing-leave
            confirm (spec 02 §4 Start, "if nothing is permitted … routes to MyWorkHour"). */}
        <Button
          {...buttonProps('start', false)}
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
      {hintKeys(status, locationDenied).map((key) => (
        <Hint key={key} data-hint={key}>
          {t(key)}
        </Hint>
      ))}
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
  geolocation = BROWSER_GEOLOCATION,
  userId,
  className,
}: AttendanceWidgetProps) {
  const intl = useIntl(attendanceCatalogue);
  const { t } = intl;
  const clock = useClock(now);
  const loaded = useAtomValue(commuteStatusData.view);
  const busy = useAtomValue(attendanceBusyAtom);
  const retry = useSetAtom(commuteStatusData.refresh);
  const press = useSetAtom(pressAttendanceButtonAtom);
  const view = useViewPorts(t, onNavigate);
  const [pressed, setPressed] = useState<AttendanceButton | null>(null);
  const permission = useGeolocationPermission(geolocation);

  // The last status stays on screen while it is asked again (after every action).
  const status = loaded.data ?? null;
  const onPress = (button: AttendanceButton) => {
    if (status === null) return;
    setPressed(button);
    void press({ button, rendered: status, view, geolocation, userId }).finally(() =>
      setPressed(null),
    );
  };

  return (
    <Portlet
      title={t('title')}
      headingLevel={headingLevel}
      className={className}
      // The status is never empty: the buttons always show.
      status={portletStatus(loaded, () => false)}
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
          locationDenied={permission === 'denied'}
        />
      ) : null}
    </Portlet>
  );
}
