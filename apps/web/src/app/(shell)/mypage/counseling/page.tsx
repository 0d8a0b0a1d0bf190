import type { Metadata } from 'next';
import { CounselingCycleForm } from '@/features/counseling-cycles/components/counseling-cycle-form';

export const metadata: Metadata = { title: '상담 주기 설정' };

export default function CounselingCyclePage() {
  return <CounselingCycleForm />;
}
