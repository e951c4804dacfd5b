import { styled } from 'styled-components';
import { SearchIcon } from '../icons';
import { fieldInputCss } from '../internal/fieldStyles';

export const TextInput = styled.input`
  ${fieldInputCss}

  /* The search field draws its own clear button; hide the engine's. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const TextAreaInput = styled.textarea`
  ${fieldInputCss}
  padding: 0;
  resize: vertical;
`;

export const SearchGlyph = styled(SearchIcon)`
  flex: none;
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.color.text.secondary};
`;
