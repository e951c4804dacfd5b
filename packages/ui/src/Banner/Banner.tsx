import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { Button } from '../Button/Button';
import { useIntl } from '../intl/useIntl';
import { bannerCatalogue } from './catalogue';
import {
  BannerActions,
  BannerBody,
  BannerClose,
  BannerIcon,
  BannerMessage,
  BannerRoot,
  CloseGlyph,
} from './Banner.styles';

export type BannerTone = 'info' | 'warning';

type DivProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title' | 'role'>;

export interface BannerProps extends DivProps {
  /** The message. */
  children: ReactNode;
  /** `info` (default) or `warning`: colours, icon and the region's default name. */
  tone?: BannerTone;
  /** Links or buttons shown after the message. */
  actions?: ReactNode;
  /** Shows the close button; true by default. */
  closable?: boolean;
  /** Controlled visibility; leave undefined for the banner to hide itself when closed. */
  open?: boolean;
  /** Initial visibility when uncontrolled; true by default. */
  defaultOpen?: boolean;
  /** Called with the new visibility (controlled and uncontrolled). */
  onOpenChange?: (open: boolean) => void;
  /** Called when the person closes the banner. */
  onClose?: () => void;
  /** Names the banner's region landmark; the tone's name ("안내", "주의") by default. */
  label?: string;
  /** Overrides the close button's accessible name. */
  closeLabel?: string;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

function ToneIcon({ tone }: { tone: BannerTone }) {
  return tone === 'warning' ? (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.5 15 14H1L8 1.5Z" fill="currentColor" />
      <path d="M8 6v3.5M8 11.5v.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  ) : (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 7v4.5M8 4.5v.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A page-level message above the content (a free trial ending, a maintenance window). It is a
 * named region, not a live region: it is part of the page, not a status change. Closable with
 * a labelled button; controlled (`open`) or uncontrolled (`defaultOpen`).
 */
export function Banner({
  children,
  tone = 'info',
  actions,
  closable = true,
  open,
  defaultOpen = true,
  onOpenChange,
  onClose,
  label,
  closeLabel,
  ref,
  ...rest
}: BannerProps) {
  const { t } = useIntl(bannerCatalogue);
  const state = useOverlayTriggerState({
    defaultOpen,
    onOpenChange: (next) => {
      onOpenChange?.(next);
      if (!next) onClose?.();
    },
    ...(open === undefined ? {} : { isOpen: open }),
  });
  if (!state.isOpen) return null;
  return (
    <BannerRoot
      {...rest}
      ref={ref}
      role="region"
      aria-label={label ?? t(tone)}
      data-tone={tone}
      data-state="open"
    >
      <BannerIcon>
        <ToneIcon tone={tone} />
      </BannerIcon>
      <BannerBody>
        <BannerMessage>{children}</BannerMessage>
        {actions ? <BannerActions>{actions}</BannerActions> : null}
      </BannerBody>
      {closable ? (
        <BannerClose>
          <Button
            variant="ghost"
            size="sm"
            aria-label={closeLabel ?? t('close')}
            onPress={state.close}
            icon={
              <CloseGlyph viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path
                  d="M3 3l8 8M11 3l-8 8"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </CloseGlyph>
            }
          />
        </BannerClose>
      ) : null}
    </BannerRoot>
  );
}
