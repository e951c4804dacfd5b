// Plain Node, no bundler: every public entry imports, and a component server-renders with its
// styles collected. Prints one JSON line for scripts/consumer-test.mjs to check.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import * as api from '@maru/api';
import * as fixtures from '@maru/api/fixtures';
import * as mocks from '@maru/api/mocks';
import * as ui from '@maru/ui';
import * as widgets from '@maru/widgets';

const label = process.argv[2] ?? 'OK';
const sheet = new ServerStyleSheet();
try {
  const html = renderToString(
    sheet.collectStyles(
      createElement(ui.MaruProvider, { locale: 'ko' }, createElement(ui.Button, null, label)),
    ),
  );
  console.log(
    JSON.stringify({
      html,
      css: sheet.getStyleTags(),
      exports: {
        '@maru/api': Object.keys(api).length,
        '@maru/api/fixtures': Object.keys(fixtures).length,
        '@maru/api/mocks': Object.keys(mocks).length,
        '@maru/ui': Object.keys(ui).length,
        '@maru/widgets': Object.keys(widgets).length,
      },
      widgetsProvider: typeof widgets.WidgetsProvider,
    }),
  );
} finally {
  sheet.seal();
}
