import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { CommandPalette } from './CommandPalette';
import { sampleCommands, sampleGroups } from './paletteFixtures';

const input = () => screen.getByRole('combobox', { name: '검색어' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('CommandPalette idleCommands', () => {
  it('shows the idle commands for an empty query, in the given order, and results once typing', async () => {
    const user = userEvent.setup();
    const recent = [sampleCommands[2]!, sampleCommands[0]!];
    const onSelect = vi.fn();
    renderWithMaru(
      <CommandPalette
        defaultOpen
        groups={sampleGroups}
        commands={sampleCommands}
        idleCommands={recent}
        onSelect={onSelect}
      />,
    );
    // Kept in the caller's order even in a group sorted by name.
    expect(optionNames()).toEqual(
      recent.map((command) => `${command.label}${command.description ?? ''}`),
    );
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(recent[0]);
  });

  it('typing replaces them; clearing the query brings them back', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <CommandPalette
        defaultOpen
        groups={sampleGroups}
        commands={sampleCommands}
        idleCommands={[sampleCommands[0]!]}
        onSelect={vi.fn()}
      />,
    );
    await user.type(input(), '근태');
    await waitFor(() => expect(optionNames()).toHaveLength(2));
    await user.clear(input());
    await waitFor(() => expect(optionNames()).toHaveLength(1));
  });
});
