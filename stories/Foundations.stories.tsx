import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { fontStackFor, locales, tokens } from '@maru/ui';

/*
 * The design tokens, rendered from `tokens` itself: every swatch, bar and label below reads
 * its value from the theme object, so this page changes when a token does and can never drift
 * from it. One story per token group, so each gets its own screenshot and axe run.
 */

const { color, font, space, radius, shadow, zIndex, motion, size } = tokens;

const page: CSSProperties = { display: 'grid', gap: space[4], maxWidth: 760 };
const caption: CSSProperties = {
  margin: 0,
  fontSize: font.size.xs,
  lineHeight: font.lineHeight.tight,
  color: color.text.secondary,
};
const groupTitle: CSSProperties = {
  margin: `0 0 ${space[2]}`,
  fontSize: font.size.md,
  fontWeight: font.weight.bold,
};
const tableStyle: CSSProperties = {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: font.size.sm,
};
const cell: CSSProperties = {
  padding: `${space[1]} ${space[2]}`,
  borderBottom: `1px solid ${color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' };

/** `{ 50: '#eef3ff', … }` or a single value, as a list of [name, value] pairs. */
function entriesOf(value: string | Readonly<Record<string | number, string>>): [string, string][] {
  return typeof value === 'string' ? [['', value]] : Object.entries(value);
}

interface TokenRow {
  /** The token's path in `tokens`, e.g. `space[4]`. */
  token: string;
  value: string;
  /** A drawing of the value, or a note. */
  sample?: ReactNode;
}

function TokenTable({ head, rows }: { head: readonly string[]; rows: readonly TokenRow[] }) {
  return (
    <table style={tableStyle}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={{ ...cell, fontWeight: font.weight.bold }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.token}>
            <td style={cell}>
              <code style={code}>{row.token}</code>
            </td>
            <td style={cell}>{row.value}</td>
            <td style={cell}>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token by group; text pairings are checked for 4.5:1 in tokens.test.ts. */
export const Colour: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: `${space[3]} ${space[6]}` }}>
      {Object.entries(color).map(([group, values]) => (
        <section key={group} aria-labelledby={`colour-${group}`}>
          <h2 id={`colour-${group}`} style={groupTitle}>
            {`color.${group}`}
          </h2>
          <ul style={{ display: 'flex', gap: space[2], margin: 0, padding: 0, listStyle: 'none' }}>
            {entriesOf(values).map(([name, value]) => (
              <li key={name} style={{ width: 58 }}>
                <div
                  data-token={`color.${group}${name ? `.${name}` : ''}`}
                  style={{
                    height: 28,
                    borderRadius: radius.sm,
                    background: value,
                    border: `1px solid ${color.border.subtle}`,
                  }}
                />
                <p style={{ ...caption, color: color.text.primary, whiteSpace: 'nowrap' }}>
                  {name || group}
                </p>
                <p style={{ ...caption, ...code, fontSize: 10 }}>{value.replace(/, /g, ',')}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
};

const sample = '마루 포털 Maru portal 出勤 上班';

/** The type scale (size and the CJK-friendly line heights), weights and per-locale font stacks. */
export const Typography: Story = {
  render: () => (
    <div style={page}>
      <section aria-labelledby="type-scale">
        <h2 id="type-scale" style={groupTitle}>
          font.size
        </h2>
        <TokenTable
          head={['token', 'value', 'sample (line height normal)']}
          rows={Object.entries(font.size).map(([name, value]) => ({
            token: `font.size.${name}`,
            value,
            sample: (
              <span style={{ fontSize: value, lineHeight: font.lineHeight.normal }}>{sample}</span>
            ),
          }))}
        />
      </section>
      <section aria-labelledby="type-weight">
        <h2 id="type-weight" style={groupTitle}>
          font.weight · font.lineHeight
        </h2>
        <div style={{ display: 'flex', gap: space[6], fontSize: font.size.lg }}>
          {Object.entries(font.weight).map(([name, value]) => (
            <span key={name} style={{ fontWeight: value }}>
              {`${name} ${value} 가나다`}
            </span>
          ))}
          {Object.entries(font.lineHeight).map(([name, value]) => (
            <span key={name} style={{ fontSize: font.size.md }}>{`${name} ${value}`}</span>
          ))}
        </div>
      </section>
      <section aria-labelledby="type-family">
        <h2 id="type-family" style={groupTitle}>
          fontStackFor(locale)
        </h2>
        <ul style={{ margin: 0, paddingInlineStart: space[4], fontSize: font.size.xs }}>
          {locales.map((locale) => (
            <li key={locale} style={code}>{`${locale}: ${fontStackFor(locale)}`}</li>
          ))}
        </ul>
      </section>
    </div>
  ),
};

/** The spacing scale as bars of the token's width. */
export const Space: Story = {
  render: () => (
    <div style={page}>
      <TokenTable
        head={['token', 'value', '']}
        rows={Object.entries(space).map(([name, value]) => ({
          token: `space[${name}]`,
          value,
          sample: (
            <div
              style={{ width: value, height: space[4], background: color.brand[500] }}
              data-token={`space.${name}`}
            />
          ),
        }))}
      />
    </div>
  ),
};

/** Corner radii. */
export const Radius: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: space[6], margin: 0, padding: 0, listStyle: 'none' }}>
      {Object.entries(radius).map(([name, value]) => (
        <li key={name} style={{ textAlign: 'center' }}>
          <div
            style={{
              width: 72,
              height: 72,
              borderRadius: value,
              background: color.brand[100],
              border: `1px solid ${color.brand[500]}`,
            }}
          />
          <p style={{ ...caption, color: color.text.primary, marginTop: space[1] }}>
            {`radius.${name}`}
          </p>
          <p style={caption}>{value}</p>
        </li>
      ))}
    </ul>
  ),
};

/** Elevation: the shadows of raised cards, popovers and dialogs. */
export const Elevation: Story = {
  render: () => (
    <ul
      style={{
        display: 'flex',
        gap: space[8],
        margin: 0,
        padding: space[6],
        listStyle: 'none',
        background: color.surface.page,
      }}
    >
      {Object.entries(shadow).map(([name, value]) => (
        <li
          key={name}
          style={{
            width: 180,
            padding: space[4],
            borderRadius: radius.lg,
            background: color.surface.raised,
            boxShadow: value,
          }}
        >
          <p style={{ margin: 0, fontWeight: font.weight.bold }}>{`shadow.${name}`}</p>
          <p style={{ ...caption, ...code, marginTop: space[1] }}>{value}</p>
        </li>
      ))}
    </ul>
  ),
};

const layerUse: Record<string, string> = {
  dropdown: 'Select and Combobox listboxes',
  overlay: 'non-modal overlays',
  modal: 'dialogs and their backdrop',
  popover: 'popovers, menus, calendars (above dialogs)',
  toast: 'toasts',
  tooltip: 'tooltips (they may describe a button in a toast)',
};

/** The stacking order: a layer with a higher token is drawn above the ones before it. */
export const ZIndex: Story = {
  render: () => {
    const layers = Object.entries(zIndex).sort(([, a], [, b]) => a - b);
    return (
      <div style={{ display: 'flex', gap: space[8], alignItems: 'flex-start' }}>
        <div style={{ flex: '0 0 320px' }}>
          <TokenTable
            head={['token', 'value', 'used by']}
            rows={layers.map(([name, value]) => ({
              token: `zIndex.${name}`,
              value: String(value),
              sample: layerUse[name] ?? '',
            }))}
          />
        </div>
        <div style={{ position: 'relative', width: 300, height: 240 }} aria-hidden="true">
          {layers.map(([name, value], index) => (
            <div
              key={name}
              style={{
                position: 'absolute',
                insetInlineStart: index * 40,
                insetBlockStart: index * 40,
                zIndex: value,
                width: 160,
                height: 90,
                padding: space[2],
                borderRadius: radius.md,
                background: color.surface.raised,
                border: `1px solid ${color.border.strong}`,
                boxShadow: shadow.md,
                fontSize: font.size.sm,
              }}
            >
              {`${name} · ${value}`}
            </div>
          ))}
        </div>
      </div>
    );
  },
};

const box: CSSProperties = {
  background: color.brand[100],
  border: `1px solid ${color.brand[500]}`,
};

/** Control heights, the minimum target size and the motion tokens. */
export const SizeAndMotion: Story = {
  render: () => (
    <div style={page}>
      <TokenTable
        head={['token', 'value', '']}
        rows={[
          ...Object.entries(size.control).map(([name, value]) => ({
            token: `size.control.${name}`,
            value,
            sample: <div style={{ ...box, height: value, width: 120, borderRadius: radius.md }} />,
          })),
          {
            token: 'size.minTarget',
            value: size.minTarget,
            sample: <div style={{ ...box, height: size.minTarget, width: size.minTarget }} />,
          },
          ...Object.entries(motion.duration).map(([name, value]) => ({
            token: `motion.duration.${name}`,
            value,
          })),
          ...Object.entries(motion.easing).map(([name, value]) => ({
            token: `motion.easing.${name}`,
            value,
          })),
        ]}
      />
    </div>
  ),
};
