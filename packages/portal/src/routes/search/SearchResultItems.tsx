import {
  postPath,
  type Highlight,
  type MenuSearchItem,
  type PostSearchItem,
  type UserSearchItem,
} from '@maru/api';
import { isoOfUnix } from '@maru/api/dates';
import { Avatar, Badge, Button, Link } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { siteHosts } from '../../app/siteHosts';
import { useActiveLocale } from '../../i18n';
import { sessionAtom } from '../../session/sessionState';
import {
  formatPostDate,
  highlightedParts,
  joinedListText,
  menuResultLink,
  shownUserName,
} from './searchResultRules';
import { tagSearchLocation } from './searchState';

const Mark = styled.mark`
  /* As the org tree marks its matches. */
  background: ${({ theme }) => theme.color.warning.bg};
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** Text with the server's highlight ranges marked: `<mark>` elements, never HTML. */
export function HighlightedText<Field extends string>({
  text,
  highlights,
  field,
}: {
  text: string;
  highlights: readonly Highlight<Field>[];
  field: Field;
}) {
  return (
    <>
      {highlightedParts(text, highlights, field).map((part, index) =>
        part.match ? <Mark key={index}>{part.text}</Mark> : part.text,
      )}
    </>
  );
}

export const ResultList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;

  & > li {
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }

  & > li:last-child {
    border-bottom: none;
  }
`;

/** One inline run of text: the button lays out its children as separate flex items. */
const NameText = styled.span`
  display: inline;
`;

const UserRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A member's name, marked, as the button that opens their profile dialog (spec 01 §3). */
function ProfileName<Field extends string>({
  userId,
  text,
  highlights,
  field,
  onOpenProfile,
}: {
  userId: string;
  text: string;
  highlights: readonly Highlight<Field>[];
  field: Field;
  onOpenProfile: (userId: string) => void;
}) {
  return (
    <Button variant="ghost" size="sm" onPress={() => onOpenProfile(userId)}>
      <NameText>
        <HighlightedText text={text} highlights={highlights} field={field} />
      </NameText>
    </Button>
  );
}

/** A member found: photo, name (opens the profile dialog), organisation (spec 01 §3). */
export function UserResult({
  user,
  onOpenProfile,
}: {
  user: UserSearchItem;
  onOpenProfile: (userId: string) => void;
}) {
  const locale = useActiveLocale();
  const name = shownUserName(user, locale);
  return (
    <UserRow>
      <Avatar name={name.text} src={user.userPhoto} decorative />
      <ProfileName
        userId={user.userId}
        text={name.text}
        highlights={user.highlights}
        field={name.field}
        onOpenProfile={onOpenProfile}
      />
      <Secondary>
        <HighlightedText
          text={user.organizationName}
          highlights={user.highlights}
          field="organizationName"
        />
      </Secondary>
    </UserRow>
  );
}

const PostBody = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const PostTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Preview = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TagList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A post found: title (to its board view, `postPath`), preview text, author (opens the
 * profile dialog), author's organisation, date (spec 01 §3), board, counts, tags (each a tag
 * search, spec 01 §2) and attachment names, with the matches marked.
 */
export function PostResult({
  post,
  onNavigate,
  onOpenProfile,
}: {
  post: PostSearchItem;
  onNavigate: (href: string) => void;
  onOpenProfile: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useActiveLocale();
  const status =
    post.enabledFlag === 0
      ? t('search.post.deleted')
      : post.enabledFlag === 9
        ? t('search.post.draft')
        : null;
  return (
    <PostBody>
      <PostTitle>
        <Link href={postPath(post)} onNavigate={onNavigate}>
          <HighlightedText text={post.title} highlights={post.highlights} field="title" />
        </Link>{' '}
        {status ? <Badge tone="neutral">{status}</Badge> : null}
      </PostTitle>
      {post.previewContentText ? (
        <Preview>
          <HighlightedText
            text={post.previewContentText}
            highlights={post.highlights}
            field="previewContentText"
          />
        </Preview>
      ) : null}
      <Meta>
        <ProfileName
          userId={post.regUserId}
          text={post.regUserName}
          highlights={post.highlights}
          field="regUserName"
          onOpenProfile={onOpenProfile}
        />
        <span>{post.regUserOrganizationName}</span>
        <time dateTime={isoOfUnix(post.regDate)}>{formatPostDate(post.regDate, locale)}</time>
        <span>{post.menuName}</span>
        <span>{t('search.post.likes', { count: post.likeCount })}</span>
        <span>{t('search.post.views', { count: post.viewCount })}</span>
        <span>{t('search.post.comments', { count: post.commentCount })}</span>
      </Meta>
      {post.attachmentNames.length > 0 ? (
        <Meta>
          <span>{t('search.post.attachments')}</span>
          <span>
            <HighlightedText
              text={joinedListText(post.attachmentNames)}
              highlights={post.highlights}
              field="attachmentNames"
            />
          </span>
        </Meta>
      ) : null}
      {post.tags.length > 0 ? (
        <TagList aria-label={t('search.post.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link href={tagSearchLocation(tag)} tone="subtle" onNavigate={onNavigate}>
                {`#${tag}`}
              </Link>
            </li>
          ))}
        </TagList>
      ) : null}
    </PostBody>
  );
}

/**
 * A menu found: name (where the menu link rule leads; a menu that leads nowhere is plain
 * text), its path and its system (spec 01 §3).
 */
export function MenuResult({
  menu,
  onNavigate,
}: {
  menu: MenuSearchItem;
  onNavigate: (href: string) => void;
}) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const cloud = session.status === 'ready' ? session.cloud : null;
  const link = menuResultLink(menu, { cloud, hosts: siteHosts });
  const href = link.kind === 'route' ? link.to : link.kind === 'external' ? link.href : null;
  const name = (
    <HighlightedText text={menu.menuName} highlights={menu.highlights} field="menuName" />
  );
  return (
    <PostBody>
      <PostTitle>
        {href ? (
          <Link href={href} onNavigate={onNavigate}>
            {name}
          </Link>
        ) : (
          name
        )}
      </PostTitle>
      <Meta>
        <span>
          <HighlightedText text={menu.menuPath} highlights={menu.highlights} field="menuPath" />
        </span>
        <Badge tone="info" aria-label={`${t('search.menu.system')} ${menu.system}`}>
          {menu.system}
        </Badge>
      </Meta>
    </PostBody>
  );
}
