import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { mergeProps, useButton, useObjectRef } from 'react-aria';
import type { AriaButtonProps } from 'react-aria';
import { ButtonContent, ButtonIcon, Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Press handling comes from react-aria (`onPress`), which also covers touch and keyboard. */
type PressProps = Omit<
  AriaButtonProps<'button'>,
  'isDisabled' | 'elementType' | 'href' | 'target' | 'rel' | 'children' | 'autoFocus'
>;

/** Plain DOM attributes forwarded to the `<button>` (title, form, name, data-*, style…). */
type DomProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  keyof AriaButtonProps<'button'> | 'onClick' | 'disabled' | 'color' | 'children'
>;

interface ButtonOwnProps {
  /** Visual emphasis; `primary` by default. */
  variant?: ButtonVariant;
  /** Height: sm 28px, md 36px (default), lg 44px; never below the 24px target size. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores presses while keeping width and focus. */
  loading?: boolean;
  /** Not focusable nor pressable. */
  disabled?: boolean;
  /** Element ref to the native button. */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled button, optionally with an icon before the label. */
interface LabelledButtonProps {
  /** The visible label. */
  children: ReactNode;
  /** Decorative icon drawn before the label. */
  icon?: ReactNode;
}

/** An icon-only button: it has no visible text, so an accessible name is required. */
interface IconOnlyButtonProps {
  children?: undefined;
  /** The icon; it is hidden from assistive technology. */
  icon: ReactNode;
  /** The accessible name (required because there is no visible label). */
  'aria-label': string;
}

export type ButtonProps = PressProps &
  DomProps &
  ButtonOwnProps &
  (LabelledButtonProps | IconOnlyButtonProps);

/** react-aria's own props are consumed by useButton and must not reach the DOM twice. */
const pressKeys = new Set<string>([
  'onPress',
  'onPressStart',
  'onPressEnd',
  'onPressChange',
  'onPressUp',
  'onKeyDown',
  'onKeyUp',
  'onFocus',
  'onBlur',
  'onFocusChange',
  'preventFocusOnPress',
  'excludeFromTabOrder',
  'type',
]);

function domOnly(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !pressKeys.has(key)));
}

/** Maru's button, built on react-aria `useButton`: use `onPress`, not `onClick`. */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled = false,
    icon,
    children,
    ref: forwardedRef,
    onPress,
    onPressStart,
    onPressEnd,
    onPressUp,
    onPressChange,
    ...rest
  } = props;
  const ref = useObjectRef(forwardedRef);
  // While loading the button keeps focus (no `disabled` attribute) but ignores presses.
  const { buttonProps } = useButton(
    {
      ...rest,
      isDisabled: disabled,
      onPress: loading ? undefined : onPress,
      onPressStart: loading ? undefined : onPressStart,
      onPressEnd: loading ? undefined : onPressEnd,
      onPressUp: loading ? undefined : onPressUp,
      onPressChange: loading ? undefined : onPressChange,
    },
    ref,
  );
  const iconOnly = children === undefined || children === null;
  return (
    <StyledButton
      {...mergeProps(domOnly(rest), buttonProps)}
      ref={ref}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      data-icon-only={iconOnly || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
    >
      <ButtonContent>
        {icon ? <ButtonIcon aria-hidden="true">{icon}</ButtonIcon> : null}
        {children}
      </ButtonContent>
      {loading ? <Spinner aria-hidden="true" /> : null}
    </StyledButton>
  );
}
