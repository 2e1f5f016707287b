import type { LucideIcon } from 'lucide-react';
import {
  BedDouble,
  Building2,
  GraduationCap,
  Hospital,
  Landmark,
  Phone,
  ShoppingBag,
} from 'lucide-react';
import { Button } from '@/components/Button';
import { Section } from '@/components/Section';
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

/** The sectors we serve, as six tiles, with a call-back request. */
export function ServiceAreaSection() {
  return (
    <Section labelledBy="service-area-heading" tone="dark">
      <div className={styles.header}>
        <p className={styles.badge}>{content.badge}</p>
        <h2 id="service-area-heading">{content.heading}</h2>
        <p className={styles.intro}>{content.intro}</p>
      </div>
      <ul className={styles.tiles}>
        {serviceAreas.map((area) => {
          const Icon = areaIcons[area.id];
          return (
            <li key={area.id} className={styles.tile}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={26} />
              </span>
              <div>
                <h3>{area.title}</h3>
                <p>{area.summary}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <Button to={content.cta.to} variant="warning" icon={<Phone size={18} />}>
          {content.cta.label}
        </Button>
        <p>{content.ctaNote}</p>
      </div>
    </Section>
  );
}
