import { Avatar } from '../Avatar/Avatar';
import { StatusTag } from '../StatusTag/StatusTag';
import type { DataTableColumn } from './types';

/** A directory row as the member finder shows it (fixed data: screenshots stay stable). */
export interface StoryMember {
  userId: string;
  userName: string;
  department: string;
  dutyDesc: string;
  status: 1 | 3 | 9;
  joined: string;
  extension: number;
}

type Headers = Record<'name' | 'department' | 'duty' | 'status' | 'joined' | 'extension', string>;

export const headers: Record<'ko' | 'en' | 'ja' | 'zh', Headers> = {
  ko: {
    name: '이름',
    department: '부서',
    duty: '직책',
    status: '상태',
    joined: '입사일',
    extension: '내선',
  },
  en: {
    name: 'Name',
    department: 'Department',
    duty: 'Title',
    status: 'Status',
    joined: 'Joined',
    extension: 'Extension',
  },
  ja: {
    name: '氏名',
    department: '部署',
    duty: '役職',
    status: '状態',
    joined: '入社日',
    extension: '内線',
  },
  zh: {
    name: '姓名',
    department: '部门',
    duty: '职务',
    status: '状态',
    joined: '入职日期',
    extension: '分机',
  },
};

export function memberColumns(h: Headers): DataTableColumn<StoryMember>[] {
  return [
    {
      key: 'userName',
      header: h.name,
      sortable: true,
      rowHeader: true,
      width: '22%',
      cell: (row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Avatar name={row.userName} size="sm" decorative />
          {row.userName}
        </span>
      ),
    },
    { key: 'department', header: h.department, sortable: true, cell: (row) => row.department },
    { key: 'dutyDesc', header: h.duty, cell: (row) => row.dutyDesc },
    { key: 'status', header: h.status, cell: (row) => <StatusTag status={row.status} /> },
    { key: 'joined', header: h.joined, sortable: true, noWrap: true, cell: (row) => row.joined },
    {
      key: 'extension',
      header: h.extension,
      sortable: true,
      align: 'end',
      cell: (row) => row.extension,
    },
  ];
}

const m = (
  userId: string,
  userName: string,
  department: string,
  dutyDesc: string,
  status: 1 | 3 | 9,
  joined: string,
  extension: number,
): StoryMember => ({ userId, userName, department, dutyDesc, status, joined, extension });

export const koreanMembers: StoryMember[] = [
  m('U0001', '홍길동', '인사팀', '팀장', 1, '2015-03-02', 2101),
  m('U0002', '김민준', '개발팀', '선임', 1, '2019-07-15', 3310),
  m('U0003', '박서연', '재무팀', '책임', 3, '2017-01-09', 2405),
  m('U0004', '이서준', '개발팀', '사원', 9, '2023-02-01', 3322),
  m('U0005', '강지우', '총무팀', '선임', 1, '2020-11-16', 2208),
  m('U0006', '최하은', '디자인팀', '책임', 3, '2018-05-21', 3507),
];

export const englishMembers: StoryMember[] = [
  m('U0101', 'Olivia Bennett', 'Human Resources', 'Team Lead', 1, '2015-03-02', 2101),
  m('U0102', 'Minjun Kim', 'Software Engineering', 'Senior Engineer', 1, '2019-07-15', 3310),
  m('U0103', 'Seoyeon Park', 'Finance & Accounting', 'Principal Analyst', 3, '2017-01-09', 2405),
  m('U0104', 'Daniel Foster', 'Software Engineering', 'Engineer', 9, '2023-02-01', 3322),
  m('U0105', 'Jiwoo Kang', 'General Affairs', 'Senior Associate', 1, '2020-11-16', 2208),
];

export const japaneseMembers: StoryMember[] = [
  m('U0201', '山田 太郎', '人事部', '部長', 1, '2015-03-02', 2101),
  m('U0202', '佐藤 花子', '開発部', '主任', 1, '2019-07-15', 3310),
  m('U0203', '鈴木 一郎', '経理部', '課長', 3, '2017-01-09', 2405),
  m('U0204', '高橋 美咲', '開発部', '社員', 9, '2023-02-01', 3322),
  m('U0205', '伊藤 健', '総務部', '主任', 1, '2020-11-16', 2208),
];

export const chineseMembers: StoryMember[] = [
  m('U0301', '王伟', '人力资源部', '经理', 1, '2015-03-02', 2101),
  m('U0302', '李娜', '研发部', '高级工程师', 1, '2019-07-15', 3310),
  m('U0303', '张敏', '财务部', '主管', 3, '2017-01-09', 2405),
  m('U0304', '刘洋', '研发部', '工程师', 9, '2023-02-01', 3322),
  m('U0305', '陈静', '行政部', '专员', 1, '2020-11-16', 2208),
];

const family = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const given = ['민준', '서연', '도윤', '하은', '시우', '지유', '주원', '서윤', '예준', '수아'];
const teams = ['인사팀', '개발팀', '재무팀', '총무팀', '디자인팀'];
const duties = ['사원', '선임', '책임', '팀장'];
const statuses = [1, 3, 9] as const;

/** Forty members built by arithmetic, not randomness, so every build draws the same table. */
export const manyMembers: StoryMember[] = Array.from({ length: 40 }, (_, index) =>
  m(
    `U${String(1000 + index)}`,
    `${family[index % 10] ?? ''}${given[(index * 3) % 10] ?? ''}`,
    teams[index % 5] ?? '',
    duties[index % 4] ?? '',
    statuses[index % 3] ?? 1,
    `20${String(10 + (index % 14))}-0${(index % 9) + 1}-1${index % 10}`,
    2000 + index * 7,
  ),
);
