import { useEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { AvatarImage, AvatarRoot } from './Avatar.styles';
import { avatarPalette } from './avatarPalette';
import { avatarColourIndex, avatarInitials } from './avatarRules';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials fallback. */
  name: string;
  /** Photo URL; without it, or when it fails to load, the initials are shown. */
  src?: string | null;
  /** Diameter: sm 24px, md 32px (default), lg 48px, xl 96px (the profile dialog). */
  size?: AvatarSize;
  /**
   * Hides the avatar from assistive technology, for when the name is written right beside it
   * (a table row, a member list) and would otherwise be read twice.
   */
  decorative?: boolean;
  /** Class name for layout by the parent. */
  className?: string;
}

/** A member's photo, falling back to initials on a colour derived from the name. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const theme = useTheme();
  const imageRef = useRef<HTMLImageElement>(null);
  // Remembering which src failed (not just "failed") resets the fallback when src changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  useEffect(() => {
    // An image that failed before React attached its error handler (cached, or server-rendered)
    // is complete with no width; treat it as failed too.
    const image = imageRef.current;
    if (src && image && image.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const hidden = decorative ? { 'aria-hidden': true as const } : {};
  if (showImage && src) {
    return (
      <AvatarRoot data-size={size} data-state="image" className={className} {...hidden}>
        <AvatarImage
          ref={imageRef}
          src={src}
          alt={decorative ? '' : name}
          onError={() => setFailedSrc(src)}
        />
      </AvatarRoot>
    );
  }
  const colour = avatarColourIndex(name, avatarPalette(theme).length);
  return (
    <AvatarRoot
      data-size={size}
      data-state="initials"
      data-colour={colour}
      className={className}
      {...(decorative ? hidden : { role: 'img', 'aria-label': name })}
    >
      <span aria-hidden="true">{avatarInitials(name)}</span>
    </AvatarRoot>
  );
}
