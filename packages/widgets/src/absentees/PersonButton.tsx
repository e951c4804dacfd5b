import { Avatar, Button, resolveImageSrc } from '@maru/ui';
import styled from 'styled-components';

export interface PersonButtonProps {
  userId: string;
  name: string;
  photo: string | null;
  /** Opens the member's profile (the profile dialog is the host's); without it, plain text. */
  onOpenProfile?: ((userId: string) => void) | undefined;
}

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A member's photo and name as one button that opens their profile; the photo is decorative
 * (the name is the button's text). Photos are data, so they go through `resolveImageSrc`.
 * A host without a profile dialog gets the name as text: a button must do something.
 */
export function PersonButton({ userId, name, photo, onOpenProfile }: PersonButtonProps) {
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
