import type { Metadata } from 'next';
import { LuminaHandoff } from '@/components/layout/lumina-handoff';

export const metadata: Metadata = { title: 'LUMINA' };

export default function LuminaPage() {
  return <LuminaHandoff />;
}
