import type { ReactNode } from 'react';
import { useIntl } from '../intl/useIntl';
import { statusTagCatalogue } from './catalogue';
import { TagDot, TagRoot, TagText } from './StatusTag.styles';
import {
  statusColourFor,
  toWorkStatusCode,
  workStatusColour,
  workStatusLabelKey,
} from './statusRules';
import type { StatusColour } from './statusRules';

/** A member's current work status; the label comes from the built-in catalogue. */
interface WorkStatusTagProps {
  /** Work status code (spec 01 §4): 1 working, 3 non-working, 9 left work; others read as 9. */
  status: number | string | null;
  /** Overrides the built-in label. */
  children?: ReactNode;
  attribute01?: never;
  colour?: never;
}

/** A tag coloured by a lookup value's attribute01, such as an absentee's calendar mark. */
interface AttributeTagProps {
  /** Lookup attribute01: ETC purple, VACATION blue, WORK green, otherwise black (spec 01 §3). */
  attribute01?: string | null;
  /** Explicit colour; wins over `attribute01`. */
  colour?: StatusColour;
  /** The label, such as the lookup value's meaning. */
  children: ReactNode;
  status?: never;
}

export type StatusTagProps = (WorkStatusTagProps | AttributeTagProps) & {
  /** Class name for layout by the parent. */
  className?: string;
};

/** A small coloured label for a status; the colour is also given by a leading dot and text. */
export function StatusTag(props: StatusTagProps) {
  const { t } = useIntl(statusTagCatalogue);
  const { className } = props;
  if (props.status !== undefined) {
    const code = toWorkStatusCode(props.status);
    return (
      <TagRoot data-colour={workStatusColour(code)} data-status={code} className={className}>
        <TagDot aria-hidden="true" />
        <TagText>{props.children ?? t(workStatusLabelKey(code))}</TagText>
      </TagRoot>
    );
  }
  const colour = props.colour ?? statusColourFor(props.attribute01);
  return (
    <TagRoot data-colour={colour} className={className}>
      <TagDot aria-hidden="true" />
      <TagText>{props.children}</TagText>
    </TagRoot>
  );
}
