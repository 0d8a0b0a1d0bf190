/**
 * The one route table (spec section 2). Drawer, side bar, section highlight and sign-in guards all
 * read it; no path string is written twice.
 */
export type IconName =
  'home' | 'education' | 'contact' | 'reservation' | 'contents' | 'library' | 'help' | 'meal' | 'lumina' | 'mypage' | 'staff';

export type Section =
  | 'home'
  | 'education'
  | 'contactus'
  | 'chat'
  | 'reservation'
  | 'contents'
  | 'services'
  | 'help'
  | 'meal'
  | 'lumina'
  | 'mypage'
  | 'sign'
  | 'staff';

export type RouteEntry = {
  name: string;
  /** Korean label shown to people: the page's title in the header. */
  label: string;
  /** The title a parent reads, where the page is her child's ("자녀의 예약" for "내 예약"). */
  parentLabel?: string;
  /** The title everyone but a student reads, where part of the page is a student's only (방화벽 설정). */
  othersLabel?: string;
  /** The drawer's and side bar's name for the section, where it differs from its first page's title. */
  drawerLabel?: string;
  path: string;
  section: Section;
  /** Shown as an entry of the side drawer. */
  index: boolean;
  icon?: IconName;
  needsSignIn: boolean;
  /** The side navigation bar shows on exactly these paths. */
  sideBar: boolean;
  /** Not a page of ours: the drawer opens it elsewhere. */
  external?: boolean;
  /** Of the staff, only admins (site settings); teachers get the 404 page and no tab. */
  adminOnly?: boolean;
};

/**
 * A route; its section is the path's first segment unless said (`/` is home, `/fd` the meal app): one
 * word less on each line keeps the table, which every page loads, small.
 */
const r = (e: Omit<RouteEntry, 'index' | 'sideBar' | 'needsSignIn' | 'section'> & Partial<RouteEntry>): RouteEntry => ({
  index: false,
  sideBar: false,
  needsSignIn: true,
  section: e.path.split('/')[1] as Section,
  ...e,
});

export const routes = [
  r({ name: 'home', label: '홈', path: '/', section: 'home', index: true, icon: 'home', sideBar: true }),
  r({ name: 'education', label: '학습 관리', path: '/education', index: true, icon: 'education', sideBar: true }),
  r({ name: 'contactus', label: '문의 내역', path: '/contactus', index: true, icon: 'contact', sideBar: true }),
  r({ name: 'chat', label: '채팅', path: '/chat' }),
  r({
    name: 'reservationComputer',
    label: '컴퓨터실 예약',
    drawerLabel: '시설 예약',
    path: '/reservation/computer',
    index: true,
    icon: 'reservation',
    sideBar: true,
  }),
  r({ name: 'reservationCall', label: '전화 예약', path: '/reservation/call', sideBar: true }),
  r({ name: 'reservationGym', label: '운동 예약', path: '/reservation/eym', sideBar: true }),
  r({ name: 'reservationStudy', label: '심야 자습 예약', path: '/reservation/study', sideBar: true }),
  r({ name: 'reservationMy', label: '내 예약', parentLabel: '자녀의 예약', path: '/reservation/my' }),
  r({ name: 'contents', label: '콘텐츠', path: '/contents', index: true, icon: 'contents', sideBar: true }),
  r({ name: 'contentsReceipts', label: '콘텐츠 구매 내역', path: '/contents/receipts' }),
  r({
    name: 'notice',
    label: '공지사항',
    drawerLabel: '자료실',
    path: '/services/notice',
    index: true,
    icon: 'library',
    sideBar: true,
  }),
  r({ name: 'library', label: '자료실', path: '/services/library', sideBar: true }),
  r({ name: 'help', label: '문제 해결', path: '/help', index: true, icon: 'help', sideBar: true, needsSignIn: false }),
  r({ name: 'helpAlarm', label: '푸시 알림 오류', path: '/help/alarm', sideBar: true }),
  r({ name: 'helpPwa', label: '앱 설치 안내', path: '/help/pwa', sideBar: true, needsSignIn: false }),
  r({ name: 'helpWifi', label: '와이파이 연결 안내', path: '/help/wifi', sideBar: true, needsSignIn: false }),
  r({ name: 'helpFeedback', label: '의견 보내기', path: '/help/feedback', sideBar: true }),
  r({ name: 'meal', label: '식단', path: '/fd', section: 'meal', index: true, icon: 'meal', sideBar: true }),
  r({ name: 'lumina', label: 'LUMINA', path: '/lumina', index: true, icon: 'lumina', external: true }),
  r({ name: 'mypage', label: '마이페이지', path: '/mypage', index: true, icon: 'mypage' }),
  // Her notifications: reached from home's count and the bell in the drawer's profile area, not a drawer entry.
  r({ name: 'alarms', label: '알림', path: '/alarms', section: 'mypage' }),
  r({ name: 'mypageGoals', label: '나의 목표', parentLabel: '자녀의 목표', path: '/mypage/goals' }),
  r({ name: 'mypageVacations', label: '휴가 내역', path: '/mypage/vacations' }),
  r({ name: 'mypageReservations', label: '예약 내역', path: '/mypage/reservations' }),
  r({ name: 'mypageContents', label: '콘텐츠 구매 내역', path: '/mypage/contents' }),
  r({ name: 'mypageAlarms', label: '알림 설정', path: '/mypage/alarms' }),
  r({ name: 'mypageCounseling', label: '상담 주기 설정', parentLabel: '자녀의 상담 주기', path: '/mypage/counseling' }),
  r({ name: 'mypageAllergies', label: '알레르기 설정', parentLabel: '자녀의 알레르기', path: '/mypage/allergies' }),
  r({ name: 'mypagePassword', label: '비밀번호 변경', path: '/mypage/change-password' }),
  r({ name: 'mypageSecurity', label: '방화벽 설정', othersLabel: '로그인 기기', path: '/mypage/security' }),
  r({ name: 'login', label: '로그인', path: '/sign/login', needsSignIn: false }),
  r({ name: 'logout', label: '로그아웃', path: '/sign/logout', needsSignIn: false }),
  // The staff side (not in the spec's table): teachers and admins only.
  r({ name: 'staff', label: '선생님 메뉴', path: '/staff' }),
  r({ name: 'staffEducation', label: '학습 관리', path: '/staff/education' }),
  r({ name: 'staffVacations', label: '휴가 승인', path: '/staff/vacations' }),
  r({ name: 'staffReservations', label: '시설 예약 관리', path: '/staff/reservations' }),
  r({ name: 'staffLibrary', label: '자료실 관리', path: '/staff/library' }),
  r({ name: 'staffFeedback', label: '의견 관리', path: '/staff/feedback' }),
  r({ name: 'staffInquiries', label: '문의 관리', path: '/staff/inquiries' }),
  r({ name: 'staffChat', label: '채팅 관리', path: '/staff/chat' }),
  r({ name: 'staffMeals', label: '식단 관리', path: '/staff/meals' }),
  r({ name: 'staffNotices', label: '공지 관리', path: '/staff/notices' }),
  r({ name: 'staffFirewall', label: '사이트 허용 관리', path: '/staff/firewall' }),
  r({ name: 'staffContents', label: '콘텐츠 관리', path: '/staff/contents' }),
  r({ name: 'staffPeople', label: '사람 관리', path: '/staff/people', adminOnly: true }),
  r({ name: 'staffSite', label: '사이트 정보', path: '/staff/site', adminOnly: true }),
  r({ name: 'staffWifi', label: '와이파이 관리', path: '/staff/wifi', adminOnly: true }),
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof routes)[number]['name'];

/** Old paths named elsewhere in the spec, and where they now live. */
export const legacyRedirects = { '/reservation/gym': '/reservation/eym', '/services/diet': '/fd' } as const;

const byName = new Map<string, RouteEntry>(routes.map((e) => [e.name, e]));

/** The path of a named route. */
export function pathOf(name: RouteName): string {
  return byName.get(name)!.path;
}

/** A named route's entry. */
export function routeNamed(name: RouteName): RouteEntry {
  return byName.get(name)!;
}

export const LOGIN_PATH = pathOf('login');

/** Shown where a person has no picture of her own. */
export const DEFAULT_PROFILE_IMAGE = '/images/default-profile.svg';

/** The staff pages, in the order their tabs show. */
export const staffEntries: readonly RouteEntry[] = (routes as readonly RouteEntry[]).filter(
  (e) => e.section === 'staff' && e.name !== 'staff',
);

/** The staff pages a category may open (admins see the site settings too). */
export const staffEntriesFor = (category: string | undefined): readonly RouteEntry[] =>
  staffEntries.filter((e) => !e.adminOnly || category === 'admin');

/** Staff pages are for teachers and admins only. */
export const isStaffCategory = (category: string | undefined) => category === 'teacher' || category === 'admin';

/** Whether someone of `category` may open the page (a staff page is not found for a student; an admin's page for a teacher). */
export function mayOpen(entry: RouteEntry, category: string): boolean {
  if (entry.adminOnly) return category === 'admin';
  return entry.section !== 'staff' || isStaffCategory(category);
}

/**
 * A page's title for this reader: a parent reads "자녀의 …" where a student reads "내 …", and someone
 * who is not a student reads "로그인 기기" where a student reads "방화벽 설정".
 */
export function labelFor(entry: RouteEntry, category: string | undefined): string {
  if (category === 'parent' && entry.parentLabel) return entry.parentLabel;
  if (category && category !== 'student' && entry.othersLabel) return entry.othersLabel;
  return entry.label;
}

/** The title of a named route for this reader. */
export const labelOf = (name: RouteName, category: string | undefined) => labelFor(byName.get(name)!, category);

/** The route whose path is the longest prefix of `pathname` (so nested pages find their section). */
export function routeOf(pathname: string): RouteEntry | undefined {
  const clean = normalize(pathname);
  let best: RouteEntry | undefined;
  for (const e of routes as readonly RouteEntry[]) {
    const hit = e.path === '/' ? clean === '/' : clean === e.path || clean.startsWith(e.path + '/');
    if (hit && (!best || e.path.length > best.path.length)) best = e;
  }
  return best;
}

/**
 * The page's own address when `pathname` names it in capitals (`/Education`, typed or autocorrected on a
 * phone, was a 404): the path in lower case when that is one of the portal's pages, else null.
 */
export function lowerCasePage(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  if (lower === pathname) return null;
  // Every page's own segments are lower case and its ids digits: the whole path can be lowered.
  return routeOf(lower) || redirectedElsewhere.has(normalize(lower)) ? lower : null;
}
/** Addresses next.config.ts sends to a page (the old paths, and /login that people guess). */
const redirectedElsewhere = new Set<string>([...Object.keys(legacyRedirects), '/login']);

/** The side navigation bar shows only on the exact paths flagged in the table. */
export function showsSideBar(pathname: string): boolean {
  const clean = normalize(pathname);
  return (routes as readonly RouteEntry[]).some((e) => e.sideBar && e.path === clean);
}

/** Pages under a route that needs sign-in need it too; unknown paths are left to the 404 page. */
export function needsSignIn(pathname: string): boolean {
  return routeOf(pathname)?.needsSignIn ?? false;
}

/** A path without its query or hash, and without a trailing slash (but `/`). */
export function normalize(pathname: string): string {
  const p = pathname.split(/[?#]/)[0] || '/';
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/**
 * Where to send someone whose sign-in ended: the login page, remembering the current path; `error`
 * says why (`SessionRequired`: a page that needs sign-in was opened signed out).
 */
export function loginUrlFor(currentPath: string, error?: string): string {
  const params = new URLSearchParams(error ? { error, redirect: currentPath } : { redirect: currentPath });
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** next-auth's code for a page that needs a session opened without one (spec section 4). */
export const SESSION_REQUIRED = 'SessionRequired';

/** Ours for a session that ended under her (signed out elsewhere, a password changed on another device). */
export const SESSION_EXPIRED = 'SessionExpired';
