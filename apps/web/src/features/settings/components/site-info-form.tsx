'use client';
import type { SiteInfo, SiteInfoInput, StaffSiteInfo } from '@portal/contract';
import { siteEndpoints } from '@portal/contract/endpoints/site';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useSaveSiteInfo, useSiteInfo } from '../api/queries';
import { styles } from './styles';

const FIELDS: { name: keyof SiteInfo; label: string; hint?: string; type?: string }[] = [
  { name: 'serviceTitle', label: '서비스 이름', hint: '브라우저 탭과 로그인 화면에 보입니다.' },
  { name: 'intranetUrl', label: '인트라넷 주소', type: 'url' },
  { name: 'logoUrl', label: '로고 이미지 주소', hint: '/로 시작하는 경로나 https:// 주소' },
  { name: 'companyName', label: '회사 이름' },
  { name: 'representative', label: '대표자' },
  { name: 'businessRegistrationNumber', label: '사업자등록번호', hint: '000-00-00000' },
  { name: 'mailOrderRegistrationNumber', label: '통신판매업 신고번호' },
  { name: 'address', label: '주소' },
  { name: 'customerServicePhone', label: '고객센터 전화', type: 'tel' },
];

/** The operator's site information (spec section 1), edited in place. */
export function SiteInfoForm() {
  const { data, isError, refetch } = useSiteInfo();
  const save = useSaveSiteInfo();
  const form = useForm<StaffSiteInfo, SiteInfoInput>({
    draftKey: 'staff-site',
    initial: data,
    versionField: 'updatedAt',
    schema: siteEndpoints.update,
    submit: async (input) => save.mutateAsync(input),
    success: { title: '사이트 정보를 저장했습니다.', message: '포털 화면에는 늦어도 2분 안에 반영됩니다.' },
  });
  const v = form.values;
  if (isError && !data) return <ErrorState onRetry={() => void refetch()}>사이트 정보를 불러오지 못했습니다.</ErrorState>;
  if (!v) return <Skeleton variant="card" rows={4} label="사이트 정보를 불러오는 중입니다" />;
  return (
    <form {...form.form} className={styles.card} aria-labelledby="site-info-title">
      <h2 id="site-info-title" className={styles.cardTitle}>
        사이트 정보
      </h2>
      <div className={styles.grid}>
        {FIELDS.map((f) => (
          <label key={f.name} className={styles.field}>
            <span>{f.label}</span>
            <input
              {...form.field(f.name, f.hint ? `site-${f.name}-hint` : undefined)}
              type={f.type ?? 'text'}
              value={v[f.name]}
              autoComplete="off"
              onChange={(e) => form.set({ [f.name]: e.target.value })}
            />
            {f.hint && (
              <span id={`site-${f.name}-hint`} className={styles.muted}>
                {f.hint}
              </span>
            )}
            <FieldError id={form.errorId(f.name)} errors={form.errors[f.name]} />
          </label>
        ))}
      </div>
      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting || !form.dirty}>
          {form.submitting ? '저장 중…' : form.dirty ? '저장' : '저장됨'}
        </Button>
      </FormActions>
    </form>
  );
}
