import type { LucideIcon } from 'lucide-react';
import { CalendarDays, FilePen, MessageSquareText, Sparkles } from 'lucide-react';
import type { StepId } from './howItWorksContent';

export const stepIcons: Record<StepId, LucideIcon> = {
  request: MessageSquareText,
  date: CalendarDays,
  contract: FilePen,
  service: Sparkles,
};
