import styled from 'styled-components';
import { fieldInputCss } from '../Field/Field.styles';

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

export const SearchIcon = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The clear button: a 24×24 target (WCAG 2.2 target size) inside the field box. */
export const ClearButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.minTarget};
  height: ${({ theme }) => theme.size.minTarget};
  margin-right: -${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.neutral[100]};
    color: ${({ theme }) => theme.color.text.primary};
  }

  & > svg {
    width: 14px;
    height: 14px;
  }
`;
