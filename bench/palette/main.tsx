import { createRoot } from 'react-dom/client';
import { CommandPalette, MaruProvider } from '@maru/ui';
import { benchCommands, benchGroups } from './commands';

/*
 * The page scripts/bench-palette.mjs drives: the palette open over 10,000 commands, as the
 * portal would show it (production build, Korean locale). Nothing else runs on the page, so
 * the script time after a keystroke is the palette's.
 */
const commands = benchCommands();

createRoot(document.getElementById('root')!).render(
  <MaruProvider locale="ko">
    <CommandPalette
      defaultOpen
      groups={benchGroups}
      commands={commands}
      onSelect={() => undefined}
      onSearchAll={() => undefined}
    />
  </MaruProvider>,
);
