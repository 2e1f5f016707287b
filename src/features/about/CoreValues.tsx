import { IconWell } from '@/components/IconWell';
import { ListSection } from '@/components/ListSection';
import { TitledText } from '@/components/TitledText';
import layout from '@/styles/layout.module.css';
import { aboutIcons } from './aboutIcons';
import { valuesContent } from './valuesContent';
import styles from './CoreValues.module.css';

export function CoreValues() {
  return (
    <ListSection
      headingId="about-values-heading"
      content={valuesContent}
      listClassName={layout.thirds}
    >
      {valuesContent.values.map((value) => (
        <li key={value.id} className={styles.card}>
          <div className={styles.banner} data-value={value.id}>
            <IconWell icon={aboutIcons[value.icon]} size="xl" shape="round" tone="raised" />
          </div>
          <TitledText title={value.title} description={value.description} className={styles.body} />
        </li>
      ))}
    </ListSection>
  );
}
