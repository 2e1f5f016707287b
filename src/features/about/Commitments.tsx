import { IconCardGrid } from '@/components/IconCardGrid';
import { aboutIcons } from './aboutIcons';
import { commitmentsContent as content } from './commitmentsContent';

export function Commitments() {
  const cards = content.commitments.map((commitment) => ({
    title: commitment.title,
    description: commitment.description,
    Icon: aboutIcons[commitment.icon],
  }));
  return (
    <IconCardGrid
      id="about-commitments"
      heading={content.heading}
      intro={content.intro}
      cards={cards}
      columns={3}
    />
  );
}
