'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import styles from './lazy-image.module.css';

/** An image starts loading once it has been in the viewport this long (spec section 9). */
export const LAZY_IMAGE_DELAY_MS = 200;

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  /** Required: describe the image, or pass "" for a decorative one. */
  alt: string;
  delay?: number;
}

/**
 * An <img> that only gets its src after staying in the viewport for 200 ms, so images scrolled past
 * quickly are never fetched. Give it width and height (or a sized class) to keep the layout still.
 */
export function LazyImage({ src, alt, delay = LAZY_IMAGE_DELAY_MS, className, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => setLoadedSrc(src);
    if (typeof IntersectionObserver === 'undefined') {
      timer = setTimeout(load, delay);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (visible && timer === undefined) {
        timer = setTimeout(() => {
          observer.disconnect();
          load();
        }, delay);
      } else if (!visible && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [src, delay]);

  const loaded = loadedSrc === src;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={ref}
      src={loaded ? src : undefined}
      alt={alt}
      decoding="async"
      data-loaded={loaded ? 'true' : 'false'}
      className={[styles.image, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
