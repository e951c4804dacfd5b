import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { useIntl } from '../intl/useIntl';
import { menuCatalogue } from './catalogue';
import { DropdownMenu } from './DropdownMenu';
import type { DropdownMenuProps } from './DropdownMenu';
import { ChevronIcon, MoreIcon } from '../icons';
import { TriggerChevron, TriggerLabel } from './Menu.styles';

export interface MenuButtonProps extends Omit<DropdownMenuProps, 'renderTrigger'> {
  /**
   * The button's visible label, followed by a chevron. Without it the button is icon-only
   * (three dots) and named by `aria-label`, or by the built-in "More actions".
   */
  label?: ReactNode;
  /** Accessible name of an icon-only button; overrides the built-in "More actions". */
  'aria-label'?: string;
  /** Button emphasis; `secondary` by default. */
  variant?: ButtonVariant;
  /** Button height; `md` by default. */
  size?: ButtonSize;
}

/** A Maru `Button` that opens a dropdown menu (APG menu button). */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  variant = 'secondary',
  size = 'md',
  disabled = false,
  ...menu
}: MenuButtonProps) {
  const { t } = useIntl(menuCatalogue);
  return (
    <DropdownMenu
      {...menu}
      disabled={disabled}
      renderTrigger={({ triggerProps, ref, open }) =>
        label === undefined ? (
          <Button
            {...triggerProps}
            ref={ref}
            variant={variant}
            size={size}
            disabled={disabled}
            data-open={open || undefined}
            icon={<MoreIcon />}
            aria-label={ariaLabel ?? t('moreActions')}
          />
        ) : (
          <Button
            {...triggerProps}
            ref={ref}
            variant={variant}
            size={size}
            disabled={disabled}
            data-open={open || undefined}
            {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
          >
            <TriggerLabel>
              {label}
              <TriggerChevron aria-hidden="true">
                <ChevronIcon size={16} arm={4.5} rounded={false} />
              </TriggerChevron>
            </TriggerLabel>
          </Button>
        )
      }
    />
  );
}
