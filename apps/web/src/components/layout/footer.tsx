import type { SiteInfo } from '@portal/contract';
import styles from './footer.module.css';

/** The business information a Korean online seller must show (전자상거래법 제10조). */
export function Footer({ site }: { site: SiteInfo }) {
  const rows: [string, string][] = [
    ['상호', site.companyName],
    ['대표자', site.representative],
    ['사업자등록번호', site.businessRegistrationNumber],
    ['통신판매업 신고번호', site.mailOrderRegistrationNumber],
    ['주소', site.address],
    ['고객센터', site.customerServicePhone],
  ];
  return (
    <footer className={styles.footer}>
      <p className={styles.name}>{site.serviceTitle}</p>
      <dl className={styles.list}>
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className={styles.row}>
              <dt>{k}</dt>
              <dd>{k === '고객센터' ? <a href={`tel:${v.replace(/[^0-9]/g, '')}`}>{v}</a> : v}</dd>
            </div>
          ))}
      </dl>
      <p className={styles.copy}>© {site.companyName || site.serviceTitle}. All rights reserved.</p>
    </footer>
  );
}
