import { LinkCard } from '@/components/LinkCard';
import { Section } from '@/components/Section';
import type { Catalogue, CatalogueEntry } from '@/lib/catalogueLookup';
import styles from './LinkCardSection.module.css';

export interface LinkCardSectionContent {
  headingId: string;
  heading: string;
  intro?: string;
  /** The link text of every card; assistive technology also hears the card's title. */
  linkLabel: string;
}

interface LinkCardSectionProps<Id extends string, Entry extends CatalogueEntry<Id>> {
  content: LinkCardSectionContent;
  catalogue: Catalogue<Id, Entry>;
  except?: Entry;
}

export function LinkCardSection<Id extends string, Entry extends CatalogueEntry<Id>>({
  content,
  catalogue,
  except,
}: LinkCardSectionProps<Id, Entry>) {
  const { headingId, heading, intro, linkLabel } = content;
  const entries = except ? catalogue.othersThan(except) : catalogue.entries;
  return (
    <Section labelledBy={headingId}>
      {intro ? (
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p>{intro}</p>
        </div>
      ) : (
        <h2 id={headingId} className={styles.soloHeading}>
          {heading}
        </h2>
      )}
      <ul className={styles.grid} aria-labelledby={headingId}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <LinkCard
              title={entry.title}
              summary={entry.summary}
              pictured={entry}
              to={catalogue.pathOf(entry.id)}
              linkLabel={linkLabel}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
