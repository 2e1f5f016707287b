import type { LucideIcon } from 'lucide-react';
import { CalendarDays, FilePen, MessageSquareText, Sparkles } from 'lucide-react';
import type { StepId } from './processSteps';

export const stepIcons: Record<StepId, LucideIcon> = {
  request: MessageSquareText,
  date: CalendarDays,
  contract: FilePen,
  service: Sparkles,
};
