import type { MemberListRow } from '@maru/api';
import { Avatar, Link, StatusTag, resolveImageSrc } from '@maru/ui';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { contactLinksOf } from '../people';
import type { ProfileData } from './loadProfile';
import {
  ChatLinks,
  ContactAnchor,
  ContactRow,
  Header,
  NameHeading,
  PersonButton,
  PersonText,
  PlainList,
  Secondary,
  Section,
  SectionHeading,
  SubHeading,
  TagList,
  ToggleButton,
} from './ProfileDialog.styles';
import {
  hiddenSubDepartmentCount,
  locationNames,
  lookupMeaning,
  visibleSubDepartments,
  type HrLinks,
} from './profileRules';

export interface ProfileViewProps {
  data: ProfileData;
  /** HR-site links for HR admins (spec 01 §6); null: names and departments are plain text. */
  hrLinks: HrLinks | null;
  /** Opens another member's profile in the same dialog. */
  onOpenMember: (userId: string) => void;
  /** The name heading, focused after the dialog swapped to another member. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A name or department: a link to the HR site for HR admins, plain text for everyone else. */
function HrText({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? <Link href={href}>{children}</Link> : <>{children}</>;
}

/** The ready dialog body (spec 01 §2): who, where, how to reach, reporting line and team. */
export function ProfileView({ data, hrLinks, onOpenMember, headingRef }: ProfileViewProps) {
  const { t } = useTranslation();
  const { profile } = data;
  const [expanded, setExpanded] = useState(false);
  const subListId = useId();
  const status = lookupMeaning(data.statusCodes, data.workStatus);
  const locations = locationNames(data.locationCodes, data.locations);
  const contacts = contactLinksOf(profile);
  // Chat services share one row (their names are the links); the others show their value.
  const chats = contacts.filter((contact) => contact.newTab);
  const direct = contacts.filter((contact) => !contact.newTab);
  const hidden = hiddenSubDepartmentCount(profile.subDepartmentList);
  const department = (organizationId: string, name: string, title: string) => (
    <HrText href={hrLinks?.organization(organizationId) ?? null}>
      {t('profile.departmentTitle', { department: name, title })}
    </HrText>
  );

  return (
    <>
      <Header>
        <Avatar name={profile.userName} src={resolveImageSrc(profile.userPhoto)} size="xl" />
        <StatusTag status={data.workStatus}>{status ?? undefined}</StatusTag>
        <NameHeading ref={headingRef} tabIndex={-1}>
          <HrText href={hrLinks?.member(profile.userId) ?? null}>{profile.userName}</HrText>
        </NameHeading>
        {profile.userNameEn ? <Secondary lang="en">{profile.userNameEn}</Secondary> : null}
        {data.introductions.length > 0 ? (
          <TagList aria-label={t('profile.introduction')}>
            {data.introductions.map((tag) => (
              <li key={tag.introductionId}>{tag.tagName}</li>
            ))}
          </TagList>
        ) : null}
      </Header>

      <Section aria-label={t('profile.department')}>
        <SectionHeading>{t('profile.department')}</SectionHeading>
        <div>{department(profile.organizationId, profile.dlName, profile.dutyDesc)}</div>
        {profile.subDepartmentList.length > 0 ? (
          <>
            <SubHeading>{t('profile.subDepartments')}</SubHeading>
            <PlainList id={subListId}>
              {visibleSubDepartments(profile.subDepartmentList, expanded).map((sub) => (
                <li key={`${sub.studioId}:${sub.organizationId}`}>
                  {department(sub.organizationId, sub.dlName, sub.dutyDesc)}{' '}
                  <Secondary>{sub.companyName}</Secondary>
                </li>
              ))}
            </PlainList>
            {hidden > 0 ? (
              <ToggleButton
                type="button"
                aria-expanded={expanded}
                aria-controls={subListId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? t('profile.showLess') : t('profile.showMore', { count: hidden })}
              </ToggleButton>
            ) : null}
          </>
        ) : null}
      </Section>

      {contacts.length > 0 || locations.length > 0 ? (
        <Section aria-label={t('profile.contacts')}>
          <SectionHeading>{t('profile.contacts')}</SectionHeading>
          <PlainList>
            {chats.length > 0 ? (
              <ContactRow>
                <Secondary>{t('profile.chat')}</Secondary>
                <ChatLinks>
                  {chats.map((chat) => (
                    <Link key={chat.type} href={chat.href}>
                      {t(`profile.contact.${chat.type}`)}
                    </Link>
                  ))}
                </ChatLinks>
              </ContactRow>
            ) : null}
            {direct.map((contact) => (
              <ContactRow key={contact.type}>
                <Secondary>{t(`profile.contact.${contact.type}`)}</Secondary>
                <ContactAnchor href={contact.href}>{contact.value}</ContactAnchor>
              </ContactRow>
            ))}
            {locations.length > 0 ? (
              <ContactRow>
                <Secondary>{t('profile.location')}</Secondary>
                <span>{locations.join(', ')}</span>
              </ContactRow>
            ) : null}
          </PlainList>
        </Section>
      ) : null}

      <PeopleSection
        title={t('profile.reportingLine')}
        empty={t('profile.noReportingLine')}
        people={data.relations.managers}
        onOpenMember={onOpenMember}
      />
      <PeopleSection
        title={t('profile.members')}
        empty={t('profile.noMembers')}
        people={data.relations.users}
        onOpenMember={onOpenMember}
      />
    </>
  );
}

function PeopleSection({
  title,
  empty,
  people,
  onOpenMember,
}: {
  title: string;
  empty: string;
  people: readonly MemberListRow[];
  onOpenMember: (userId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Section aria-label={title}>
      <SectionHeading>{title}</SectionHeading>
      {people.length === 0 ? (
        <Secondary>{empty}</Secondary>
      ) : (
        <PlainList>
          {people.map((person) => (
            <li key={person.userId}>
              <PersonButton
                type="button"
                aria-label={t('profile.openProfileOf', { name: person.userName })}
                onClick={() => onOpenMember(person.userId)}
              >
                <Avatar
                  name={person.userName}
                  src={resolveImageSrc(person.userPhoto)}
                  size="md"
                  decorative
                />
                <PersonText>
                  <span>{person.userName}</span>
                  <Secondary>
                    {t('profile.departmentTitle', {
                      department: person.dlName,
                      title: person.dutyDesc,
                    })}
                  </Secondary>
                </PersonText>
              </PersonButton>
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}
