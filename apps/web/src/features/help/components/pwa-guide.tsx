import { BackLink } from '@/components/ui/back-link';
import type { Device } from '@/lib/device';
import { pathOf } from '@/lib/routes';
import { pwaGuide } from '../pwa-steps';
import { DeviceGuideTabs } from './device-guide';
import styles from './help.module.css';

/** /help/pwa: how to put the portal on the home screen, her own device's steps first. */
export function PwaGuide({ device }: { device: Device }) {
  return (
    <section className={styles.page} aria-labelledby="pwa-title">
      <BackLink href={pathOf('help')}>문제 해결</BackLink>
      <h1 id="pwa-title" className={styles.title}>
        앱 설치 안내
      </h1>
      <p className={styles.lead}>홈 화면에 추가하면 앱처럼 아이콘 한 번으로 열 수 있어요. 쓰는 기기를 골라 따라 해 주세요.</p>
      <DeviceGuideTabs guides={pwaGuide} initial={device} idPrefix="pwa" label="기기 종류" headingLevel={2} />
    </section>
  );
}
