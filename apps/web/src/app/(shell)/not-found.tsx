import { EmptyState } from '@/components/ui/states/empty-state';
import { lostIcon } from '@/components/ui/states/empty-icons/lost';
import { pathOf } from '@/lib/routes';

/** 404 inside the shell: a wrong address or a page she may not open, with the header and drawer kept. */
export default function ShellNotFound() {
  return (
    <EmptyState
      icon={lostIcon}
      headingLevel={1}
      title="페이지를 찾을 수 없습니다"
      description="주소가 바뀌었거나 아직 열리지 않은 메뉴입니다."
      action={{ label: '홈으로 가기', href: pathOf('home'), fullLoad: true }}
    />
  );
}
