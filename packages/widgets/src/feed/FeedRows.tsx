import { Avatar, Badge, Link, resolveImageSrc, useIntl } from '@maru/ui';
import type { FeedItem, PortletComment, PortletPost, TimelineEvent } from '@maru/api';
import { postPath, postViewPath } from '@maru/api';
import { PersonButton } from '../PersonButton';
import { feedCatalogue } from './catalogue';
import { isoOfUnix } from '@maru/api/dates';
import { formatCount, formatListDate } from './format';
import { Meta, Preview, Row, RowText, TitleLine } from './FeedRows.styles';
import { feedItemHref } from './rules';

/** What every row needs: the clock dates are read against, and in-app navigation. */
export interface RowContext {
  now: Date;
  /** Called with an internal path on a plain click; external links open a new tab. */
  onNavigate: ((path: string) => void) | undefined;
  /** Opens a member's profile: the author's name is then a button (spec 01 §3). */
  onOpenProfile?: ((userId: string) => void) | undefined;
}

/**
 * The author in the meta line. The span carries the line's middle dot, which inside the
 * button would become part of the name's target.
 */
function Author({
  userId,
  name,
  onOpenProfile,
}: { userId: string; name: string } & Pick<RowContext, 'onOpenProfile'>) {
  return (
    <span>
      <PersonButton userId={userId} name={name} onOpenProfile={onOpenProfile} />
    </span>
  );
}

function ListDate({ unix, now }: { unix: number; now: Date }) {
  const { locale } = useIntl(feedCatalogue);
  return <time dateTime={isoOfUnix(unix)}>{formatListDate(unix, now, locale)}</time>;
}

/** A post of my writing, favourites or notices: title (to the view, or the editor for a draft). */
export function PostRow({
  post,
  now,
  onNavigate,
  onOpenProfile,
}: { post: PortletPost } & RowContext) {
  const { t, locale } = useIntl(feedCatalogue);
  return (
    <RowText>
      <TitleLine>
        {post.noticeFlag ? <Badge tone="info">{t('post.notice')}</Badge> : null}
        {post.enabledFlag === 9 ? <Badge tone="warning">{t('post.draft')}</Badge> : null}
        <Link href={postPath(post)} onNavigate={onNavigate}>
          {post.title}
        </Link>
      </TitleLine>
      {post.previewContentText ? <Preview>{post.previewContentText}</Preview> : null}
      <Meta>
        <span>{post.menuName}</span>
        <Author userId={post.regUserId} name={post.regUserName} onOpenProfile={onOpenProfile} />
        <ListDate unix={post.regDate} now={now} />
        {post.enabledFlag === 1 ? (
          <span>{t('post.comments', { count: formatCount(post.commentCount, locale) })}</span>
        ) : null}
      </Meta>
    </RowText>
  );
}

/** One of my comments: its text leads to the post it was left on. */
export function CommentRow({ comment, now, onNavigate }: { comment: PortletComment } & RowContext) {
  const { t } = useIntl(feedCatalogue);
  return (
    <RowText>
      <TitleLine>
        <Link href={postViewPath(comment.menuId, comment.listId)} onNavigate={onNavigate}>
          {comment.content}
        </Link>
      </TitleLine>
      <Meta>
        <span>{t('comment.on', { title: comment.postTitle })}</span>
        <span>{comment.menuName}</span>
        <ListDate unix={comment.regDate} now={now} />
      </Meta>
    </RowText>
  );
}

/**
 * A feed entry: community posts by board, other systems labelled by system. An author without
 * a member id (mail from outside the company) has no profile to open, so stays text.
 */
export function FeedEntryRow({
  item,
  now,
  onNavigate,
  onOpenProfile,
}: { item: FeedItem } & RowContext) {
  const { t } = useIntl(feedCatalogue);
  return (
    <Row>
      <Avatar name={item.authorName} src={resolveImageSrc(item.authorPhoto)} size="sm" decorative />
      <RowText>
        <TitleLine>
          {item.feedType === 'COMMUNITY' ? null : (
            <Badge tone="neutral">{t(`system.${item.feedType}`)}</Badge>
          )}
          <Link href={feedItemHref(item)} onNavigate={onNavigate}>
            {item.title}
          </Link>
        </TitleLine>
        {item.previewText ? <Preview>{item.previewText}</Preview> : null}
        <Meta>
          {item.menuName ? <span>{item.menuName}</span> : null}
          {item.authorId === null ? (
            <span>{item.authorName}</span>
          ) : (
            <Author userId={item.authorId} name={item.authorName} onOpenProfile={onOpenProfile} />
          )}
          <ListDate unix={item.regDate} now={now} />
        </Meta>
      </RowText>
    </Row>
  );
}

/** A timeline event: who wrote a post or a comment, on which post. */
export function TimelineRow({
  event,
  now,
  onNavigate,
  onOpenProfile,
}: { event: TimelineEvent } & RowContext) {
  const { t } = useIntl(feedCatalogue);
  return (
    <Row>
      <Avatar name={event.userName} src={resolveImageSrc(event.userPhoto)} size="sm" decorative />
      <RowText>
        <TitleLine>
          <Badge tone={event.kind === 'post' ? 'success' : 'neutral'}>
            {t(`timeline.${event.kind}`)}
          </Badge>
          <Link href={postViewPath(event.menuId, event.listId)} onNavigate={onNavigate}>
            {event.postTitle}
          </Link>
        </TitleLine>
        {event.text ? <Preview>{event.text}</Preview> : null}
        <Meta>
          <Author userId={event.userId} name={event.userName} onOpenProfile={onOpenProfile} />
          <span>{event.menuName}</span>
          <ListDate unix={event.eventDate} now={now} />
        </Meta>
      </RowText>
    </Row>
  );
}
