import { BackLink } from '@/components/ui/back-link';
import type { ReactNode } from 'react';
import type { Device } from '@/lib/device';
import { pathOf } from '@/lib/routes';
import { wifiGuide } from '../wifi-steps';
import { DeviceGuideTabs } from './device-guide';
import styles from './help.module.css';

/**
 * /help/wifi: the centre's networks (`networks`, the page's <WifiNetworks> behind its data) and how to
 * join them on each device. The heading and the steps are sent at once, whatever the list waits for.
 */
export function WifiGuide({ device, networks }: { device: Device; networks: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="wifi-title">
      <BackLink href={pathOf('help')}>문제 해결</BackLink>
      <h1 id="wifi-title" className={styles.title}>
        와이파이 연결 안내
      </h1>
      <p className={styles.lead}>있는 곳에 맞는 와이파이를 골라 연결해 주세요.</p>

      <h2 className={styles.subtitle}>학원 와이파이</h2>
      {networks}

      <h2 className={styles.subtitle}>연결하는 방법</h2>
      <DeviceGuideTabs guides={wifiGuide} initial={device} idPrefix="wifi" label="기기 종류" headingLevel={3} />
    </section>
  );
}
