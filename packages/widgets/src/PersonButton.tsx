import { Avatar, Button, resolveImageSrc } from '@maru/ui';
import { styled } from 'styled-components';

export interface PersonButtonProps {
  userId: string;
  name: string;
  /**
   * The member's photo before the name (null: their initials). Leave it out where the row
   * shows the photo already: the name alone then takes the size of the text around it.
   */
  photo?: string | null;
  /** Opens the member's profile (the profile dialog is the host's); without it, plain text. */
  onOpenProfile?: ((userId: string) => void) | undefined;
}

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/*
 * A name in a line of small text (a post's author beside its board and date): the text's own
 * size and place (no padding), yet still the 24 px target of WCAG 2.5.8 (Button's minimum).
 * `&&` outranks Button's size rules.
 */
const InlineNameButton = styled(Button)`
  && {
    --maru-button-height: auto;
    --maru-button-padding: 0;
    --maru-button-font-size: inherit;
  }
`;

/**
 * A member's name as one button that opens their profile (spec 01 §3: clicking any user
 * anywhere opens it), with their photo before it when given; the photo is decorative (the
 * name is the button's text). Photos are data, so they go through `resolveImageSrc`. A host
 * without a profile dialog gets the name as text: a button must do something.
 */
export function PersonButton({ userId, name, photo, onOpenProfile }: PersonButtonProps) {
  if (photo === undefined) {
    return onOpenProfile ? (
      <InlineNameButton
        variant="ghost"
        size="sm"
        onPress={() => onOpenProfile(userId)}
        data-user-id={userId}
      >
        {name}
      </InlineNameButton>
    ) : (
      <span data-user-id={userId}>{name}</span>
    );
  }
  const avatar = <Avatar name={name} src={resolveImageSrc(photo)} size="sm" decorative />;
  if (!onOpenProfile) {
    return (
      <Person data-user-id={userId}>
        {avatar}
        {name}
      </Person>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={avatar}
      onPress={() => onOpenProfile(userId)}
      data-user-id={userId}
    >
      {name}
    </Button>
  );
}
