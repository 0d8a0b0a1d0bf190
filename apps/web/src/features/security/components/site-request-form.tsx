'use client';
import type { CreateFirewallRequestInput } from '@portal/contract';
import { firewallEndpoints } from '@portal/contract/endpoints/firewall';
import { FIREWALL_REASON_MAX } from '@portal/contract/security-labels';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useRequestSite } from '../api/queries';
import styles from './security.module.css';

const BLANK: CreateFirewallRequestInput = { address: '', reason: '' };

/** The site she wants opened and why. The API checks the address (no address inside the network). */
export function SiteRequestForm() {
  const request = useRequestSite();
  const form = useForm<CreateFirewallRequestInput>({
    draftKey: 'firewall-request',
    idPrefix: 'site',
    initial: BLANK,
    schema: firewallEndpoints.request,
    submit: async (input) => {
      await request.mutateAsync(input);
      return BLANK;
    },
    success: { title: '요청을 보냈습니다.', message: '선생님이 확인하면 알려 드릴게요.' },
  });
  const v = form.values ?? BLANK;
  return (
    <form {...form.form} className={styles.box} aria-labelledby="site-form-title">
      <h2 id="site-form-title" className={styles.sectionTitle}>
        사이트 허용 요청
      </h2>
      <div className={styles.field}>
        <label htmlFor={form.fieldId('address')} className={styles.label}>
          사이트 주소
        </label>
        <input
          {...form.field('address', 'site-address-hint')}
          className={styles.input}
          type="text"
          inputMode="url"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          placeholder="예: www.ebsi.co.kr"
          value={v.address}
          onChange={(e) => form.set({ address: e.target.value })}
        />
        <p id="site-address-hint" className={styles.hint}>
          주소창의 주소를 그대로 붙여 넣어도 돼요.
        </p>
        <FieldError id={form.errorId('address')} errors={form.errors.address} />
      </div>
      <div className={styles.field}>
        <label htmlFor={form.fieldId('reason')} className={styles.label}>
          필요한 이유
        </label>
        <textarea
          {...form.field('reason')}
          className={styles.textarea}
          rows={3}
          maxLength={FIREWALL_REASON_MAX}
          placeholder="어떤 공부에 필요한지 적어 주세요."
          value={v.reason}
          onChange={(e) => form.set({ reason: e.target.value })}
        />
        <p className={styles.counter} aria-hidden="true">
          {v.reason.length}/{FIREWALL_REASON_MAX}
        </p>
        <FieldError id={form.errorId('reason')} errors={form.errors.reason} />
      </div>
      <Button type="submit" block disabled={form.submitting}>
        {form.submitting ? '보내는 중…' : '요청 보내기'}
      </Button>
    </form>
  );
}
