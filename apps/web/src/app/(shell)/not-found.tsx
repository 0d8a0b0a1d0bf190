import { EmptyState } from '@/components/ui/states/empty-state';
import { lostIcon } from '@/components/ui/states/empty-icons/lost';
import { pathOf } from '@/lib/routes';
import { getSiteInfo } from '@/lib/site';

/** 404 inside the shell: a wrong address or a page she may not open, with the header and drawer kept. */
export default async function ShellNotFound() {
  const site = await getSiteInfo();
  return (
    <>
      {/* Next reads no metadata from a nested not-found page: the title is drawn here (React puts it in
          the head, before any title of the page that answered 404). */}
      <title>{`페이지를 찾을 수 없습니다 | ${site.serviceTitle}`}</title>
      <EmptyState
        icon={lostIcon}
        headingLevel={1}
        title="페이지를 찾을 수 없습니다"
        description="주소가 바뀌었거나 아직 열리지 않은 메뉴입니다."
        action={{ label: '홈으로 가기', href: pathOf('home'), fullLoad: true }}
      />
    </>
  );
}
