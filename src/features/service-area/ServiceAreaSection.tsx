import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  BedDouble,
  Building2,
  GraduationCap,
  Hospital,
  Landmark,
  ShoppingBag,
} from 'lucide-react';
import { IconLinkCardItem } from '@/components/IconLinkCardItem';
import { Section } from '@/components/Section';
import { SectionAction } from '@/components/SectionAction';
import { SectionIntro } from '@/components/SectionIntro';
import { sectorPath } from '@/config/catalogue';
import type { ServiceAreaId } from './serviceAreaContent';
import { serviceAreaContent as content, serviceAreas } from './serviceAreaContent';
import styles from './ServiceAreaSection.module.css';

const areaIcons: Record<ServiceAreaId, LucideIcon> = {
  commercial: Building2,
  retail: ShoppingBag,
  education: GraduationCap,
  healthcare: Hospital,
  hospitality: BedDouble,
  public: Landmark,
};

export function ServiceAreaSection() {
  return (
    <Section labelledBy="service-area-heading" tone="dark">
      <SectionIntro headingId="service-area-heading" content={content} tone="dark" />
      <ul className={styles.tiles}>
        {serviceAreas.map((area) => (
          <IconLinkCardItem
            key={area.id}
            icon={areaIcons[area.id]}
            size="lg"
            title={area.title}
            description={area.summary}
            to={sectorPath(area.id)}
            className={styles.tile}
          />
        ))}
      </ul>
      <SectionAction
        action={content.cta}
        variant="warning"
        icon={<ArrowRight size={18} />}
        note={content.ctaNote}
        tone="dark"
      />
    </Section>
  );
}
