'use client';
import { useEffect, useRef, useState } from 'react';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import { currentDevice, type Device } from '@/lib/device';
import { deviceLabel, devices, type DeviceGuide } from '../steps';
import styles from './help.module.css';

/**
 * A guide's steps for each kind of device, in tabs; the tab of her own device is chosen first. The
 * server picks it from the user agent (so the page arrives on the right tab); the browser corrects
 * it once when it knows better (an iPad that sends a desktop user agent), unless she already chose.
 */
export function DeviceGuideTabs({
  guides,
  initial,
  idPrefix,
  label,
  headingLevel,
}: {
  guides: Record<Device, DeviceGuide>;
  initial: Device;
  idPrefix: string;
  label: string;
  /** The level of the guide's title: one below the heading the tabs sit under. */
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const [device, setDevice] = useState<Device>(initial);
  const chosen = useRef(false);
  useEffect(() => {
    const detected = currentDevice();
    if (!chosen.current && detected !== initial) setDevice(detected);
  }, [initial]);
  const guide = guides[device];
  return (
    <div className={styles.deviceGuide}>
      <Tabs
        items={devices.map((d) => ({ id: d, label: deviceLabel[d] }))}
        value={device}
        onChange={(d) => {
          chosen.current = true;
          setDevice(d);
        }}
        label={label}
        idPrefix={idPrefix}
      />
      <TabPanel idPrefix={idPrefix} value={device} className={styles.panel}>
        <Heading className={styles.guideTitle}>{guide.title}</Heading>
        {guide.before && (
          <p className={styles.notice} role="note">
            {guide.before}
          </p>
        )}
        <ol className={styles.steps}>
          {guide.steps.map((step, i) => (
            <li key={step.text} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <div className={styles.stepBody}>
                <p className={styles.stepText}>{step.text}</p>
                {step.image && (
                  // A small SVG of ours: next/image would only add weight here.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    className={styles.stepImage}
                    src={step.image.src}
                    alt={step.image.alt}
                    width={240}
                    height={200}
                    // The first picture is on the first screen (often its largest paint): not deferred.
                    loading={i === 0 ? 'eager' : 'lazy'}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
        {guide.tip && <p className={styles.tip}>{guide.tip}</p>}
      </TabPanel>
    </div>
  );
}
