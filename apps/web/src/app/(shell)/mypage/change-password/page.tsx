import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';

export const metadata: Metadata = { title: '비밀번호 변경' };

export default function ChangePasswordPage() {
  return <ChangePasswordForm />;
}
