import { describe, expect, it } from 'vitest';
import { drawerEntries, isSectionActive } from './nav-entries';
import {
  labelFor,
  mayOpen,
  legacyRedirects,
  loginUrlFor,
  lowerCasePage,
  needsSignIn,
  routeOf,
  routes,
  showsSideBar,
  staffEntriesFor,
  type RouteEntry,
} from './routes';
import { safeReturnPath } from './return-path';

const all = routes as readonly RouteEntry[];

describe('route table', () => {
  it('has every route of the spec exactly once, names and paths unique', () => {
    // The spec's 30, the chat and the alarm list (issue 13), and the sign-out question that next-auth's
    // own sign-out address leads to (its built-in page is English).
    expect(all.filter((r) => r.section !== 'staff')).toHaveLength(33);
    expect(new Set(all.map((r) => r.name)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.path)).size).toBe(all.length);
    for (const path of [
      '/',
      '/education',
      '/contactus',
      '/reservation/computer',
      '/reservation/call',
      '/reservation/eym',
      '/reservation/study',
      '/reservation/my',
      '/contents',
      '/contents/receipts',
      '/services/notice',
      '/services/library',
      '/help',
      '/help/alarm',
      '/help/pwa',
      '/help/wifi',
      '/help/feedback',
      '/fd',
      '/lumina',
      '/mypage',
      '/mypage/goals',
      '/mypage/vacations',
      '/mypage/reservations',
      '/mypage/contents',
      '/mypage/alarms',
      '/mypage/counseling',
      '/mypage/allergies',
      '/mypage/change-password',
      '/mypage/security',
      '/sign/login',
      '/sign/logout',
      '/chat',
      '/alarms',
    ])
      expect(
        all.some((r) => r.path === path),
        path,
      ).toBe(true);
  });

  it('puts the ten index routes in the drawer in spec order, each with an icon and a Korean label', () => {
    expect(drawerEntries.map((e) => e.path)).toEqual([
      '/',
      '/education',
      '/contactus',
      '/reservation/computer',
      '/contents',
      '/services/notice',
      '/help',
      '/fd',
      '/lumina',
      '/mypage',
    ]);
    for (const e of drawerEntries) {
      expect(e.icon).toBeTruthy();
      expect(e.label).toMatch(/[가-힣]|LUMINA/);
    }
  });

  it('keeps the staff pages under /staff, for staff only, out of the drawer', () => {
    const staff = all.filter((r) => r.section === 'staff');
    expect(staff.length).toBeGreaterThan(0);
    for (const r of staff) {
      expect(r.path.startsWith('/staff')).toBe(true);
      expect(r.index).toBe(false);
      expect(r.needsSignIn).toBe(true);
    }
  });

  it('shows the admin-only staff pages to admins alone', () => {
    expect(staffEntriesFor('admin').map((e) => e.path)).toContain('/staff/wifi');
    expect(staffEntriesFor('teacher').map((e) => e.path)).not.toContain('/staff/wifi');
    expect(staffEntriesFor('teacher').map((e) => e.path)).toContain('/staff/vacations');
    for (const r of all.filter((e) => e.adminOnly)) expect(r.section).toBe('staff');
  });

  it("titles a page for its reader: a parent reads her child's, only a student reads 방화벽 설정", () => {
    const named = (name: string) => routes.find((r) => r.name === name)!;
    expect(labelFor(named('mypageGoals'), 'student')).toBe('나의 목표');
    expect(labelFor(named('mypageGoals'), 'parent')).toBe('자녀의 목표');
    expect(labelFor(named('mypageSecurity'), 'student')).toBe('방화벽 설정');
    for (const who of ['parent', 'teacher', 'admin']) expect(labelFor(named('mypageSecurity'), who)).toBe('로그인 기기');
    expect(labelFor(named('reservationMy'), 'teacher')).toBe('내 예약');
  });

  it('knows who may open a page: staff pages for staff, the admin’s for the admin', () => {
    const named = (name: string) => routes.find((r) => r.name === name)!;
    expect(mayOpen(named('staffPeople'), 'teacher')).toBe(false);
    expect(mayOpen(named('staffPeople'), 'admin')).toBe(true);
    expect(mayOpen(named('staffInquiries'), 'teacher')).toBe(true);
    expect(mayOpen(named('staffInquiries'), 'student')).toBe(false);
    expect(mayOpen(named('mypage'), 'parent')).toBe(true);
  });

  it('marks only LUMINA as external', () => {
    expect(all.filter((r) => r.external).map((r) => r.path)).toEqual(['/lumina']);
  });

  it('finds the section of nested and unknown-child paths', () => {
    expect(routeOf('/reservation/call')?.section).toBe('reservation');
    expect(routeOf('/mypage/goals/')?.name).toBe('mypageGoals');
    expect(routeOf('/education/exams/3')?.section).toBe('education');
    expect(routeOf('/')?.name).toBe('home');
    expect(routeOf('/nothing-here')).toBeUndefined();
  });

  it('highlights a drawer entry for every route of its section', () => {
    const reservation = drawerEntries.find((e) => e.section === 'reservation')!;
    for (const p of ['/reservation/computer', '/reservation/call', '/reservation/eym', '/reservation/study', '/reservation/my'])
      expect(isSectionActive(reservation, p)).toBe(true);
    expect(isSectionActive(reservation, '/')).toBe(false);
    const home = drawerEntries.find((e) => e.name === 'home')!;
    expect(isSectionActive(home, '/')).toBe(true);
    expect(isSectionActive(home, '/mypage')).toBe(false);
    const mypage = drawerEntries.find((e) => e.name === 'mypage')!;
    expect(isSectionActive(mypage, '/mypage/change-password')).toBe(true);
  });
});

describe('side bar path rule', () => {
  const shown = [
    '/',
    '/help',
    '/help/pwa',
    '/help/alarm',
    '/help/wifi',
    '/help/feedback',
    '/education',
    '/contactus',
    '/reservation/computer',
    '/reservation/call',
    '/reservation/eym',
    '/reservation/study',
    '/contents',
    '/services/notice',
    '/services/library',
    '/fd',
  ];

  it('shows on exactly the spec paths (gym read as eym, diet as fd)', () => {
    for (const p of shown) expect(showsSideBar(p), p).toBe(true);
    const hidden = all.map((r) => r.path).filter((p) => !shown.includes(p));
    expect(hidden.sort()).toEqual(
      [
        '/staff',
        '/staff/education',
        '/staff/feedback',
        '/staff/inquiries',
        '/staff/library',
        '/staff/vacations',
        '/staff/notices',
        '/staff/contents',
        '/staff/reservations',
        '/staff/meals',
        '/staff/wifi',
        '/staff/firewall',
        '/staff/chat',
        '/chat',
        '/staff/people',
        '/staff/site',
        '/contents/receipts',
        '/alarms',
        '/lumina',
        '/mypage',
        '/mypage/alarms',
        '/mypage/change-password',
        '/mypage/contents',
        '/mypage/counseling',
        '/mypage/allergies',
        '/mypage/goals',
        '/mypage/reservations',
        '/mypage/security',
        '/mypage/vacations',
        '/reservation/my',
        '/sign/login',
        '/sign/logout',
      ].sort(),
    );
    for (const p of hidden) expect(showsSideBar(p), p).toBe(false);
  });

  it('matches exact paths only, not children', () => {
    expect(showsSideBar('/education/exams')).toBe(false);
    expect(showsSideBar('/help/pwa/ios')).toBe(false);
    expect(showsSideBar('/help/')).toBe(true);
    expect(showsSideBar('/?tab=1')).toBe(true);
  });

  it('sends the old paths to their screens', () => {
    expect(legacyRedirects['/reservation/gym']).toBe('/reservation/eym');
    expect(legacyRedirects['/services/diet']).toBe('/fd');
  });
});

describe('addresses in capitals', () => {
  it('finds the page a path names in capitals, and nothing for what is not a page', () => {
    expect(lowerCasePage('/Education')).toBe('/education');
    expect(lowerCasePage('/Contents/12')).toBe('/contents/12');
    expect(lowerCasePage('/SIGN/LOGIN')).toBe('/sign/login');
    // Past the first segment too, and the addresses sent elsewhere (/login, the old gym path).
    expect(lowerCasePage('/education/Exams/New')).toBe('/education/exams/new');
    expect(lowerCasePage('/mypage/Change-Password')).toBe('/mypage/change-password');
    expect(lowerCasePage('/Login')).toBe('/login');
    expect(lowerCasePage('/reservation/Gym')).toBe('/reservation/gym');
    // Already its page, or not a page (a file's name keeps its capitals).
    expect(lowerCasePage('/education')).toBeNull();
    expect(lowerCasePage('/fonts/pretendard-1.3.9/woff2-dynamic-subset/PretendardVariable.subset.72.woff2')).toBeNull();
    expect(lowerCasePage('/Nowhere')).toBeNull();
  });
});

describe('sign-in rules', () => {
  it('guards personal pages and leaves the login and guides open', () => {
    expect(needsSignIn('/mypage')).toBe(true);
    expect(needsSignIn('/mypage/goals')).toBe(true);
    expect(needsSignIn('/')).toBe(true);
    expect(needsSignIn('/sign/login')).toBe(false);
    expect(needsSignIn('/sign/logout')).toBe(false);
    expect(needsSignIn('/help/pwa')).toBe(false);
  });

  it('builds the login URL with the current path URL-encoded', () => {
    expect(loginUrlFor('/mypage')).toBe('/sign/login?redirect=%2Fmypage');
    expect(loginUrlFor('/a?b=1&c=2')).toBe('/sign/login?redirect=%2Fa%3Fb%3D1%26c%3D2');
    expect(loginUrlFor('/mypage', 'SessionRequired')).toBe('/sign/login?error=SessionRequired&redirect=%2Fmypage');
  });

  it('accepts only same-origin relative return paths', () => {
    expect(safeReturnPath('/mypage')).toBe('/mypage');
    expect(safeReturnPath('/education?tab=grades')).toBe('/education?tab=grades');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'mypage',
      '',
      null,
      '/sign/login',
      '/sign/login?error=SessionRequired',
      '/sign/logout',
    ])
      expect(safeReturnPath(bad), String(bad)).toBe('/');
    expect(safeReturnPath(`${window.location.origin}/mypage`)).toBe('/mypage');
  });
});
