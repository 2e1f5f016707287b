import { IconCardItem } from '@/components/IconCardItem';
import type { WellIcon } from '@/components/IconWell';
import { ListSection } from '@/components/ListSection';
import { TitledText } from '@/components/TitledText';
import layout from '@/styles/layout.module.css';

export interface IconCard {
  title: string;
  description: string;
  Icon: WellIcon;
}

interface IconCardGridProps {
  id: string;
  heading: string;
  intro?: string;
  cards: readonly IconCard[];
  /** Three columns on wide screens (the default for lists divisible by three), else two. */
  columns?: 2 | 3;
  tone?: 'plain' | 'light';
}

export function IconCardGrid({ id, heading, intro, cards, columns, tone }: IconCardGridProps) {
  const thirds = (columns ?? (cards.length % 3 === 0 ? 3 : 2)) === 3;
  return (
    <ListSection
      headingId={`${id}-heading`}
      content={{ heading, intro }}
      tone={tone}
      listClassName={thirds ? layout.thirds : layout.halves}
    >
      {cards.map(({ title, description, Icon }) => (
        <IconCardItem key={title} icon={Icon}>
          <TitledText title={title} description={description} />
        </IconCardItem>
      ))}
    </ListSection>
  );
}
