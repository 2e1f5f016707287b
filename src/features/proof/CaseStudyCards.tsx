import { Photograph } from '@/components/EntryPicture';
import { caseStudyPhotos } from '@/config/caseStudyPhotos';
import { ListSection } from '@/components/ListSection';
import { StretchedLink } from '@/components/StretchedLink';
import { type CaseStudy, caseStudyPath } from '@/config/proof';
import layout from '@/styles/layout.module.css';
import { proofContent } from './proofContent';
import { SampleMark } from '@/components/SampleMark';
import styles from './CaseStudyCards.module.css';

const content = proofContent.caseStudies;

/** A card per case study, its headline figure first, each leading to its story; none, no section. */
export function CaseStudyCards({
  headingId,
  caseStudies,
}: {
  headingId: string;
  caseStudies: readonly CaseStudy[];
}) {
  if (caseStudies.length === 0) return null;
  const twoToARow = caseStudies.length === 2;
  return (
    <ListSection
      headingId={headingId}
      content={content}
      listClassName={twoToARow ? layout.halves : layout.thirds}
    >
      {caseStudies.map((study) => {
        const [headline] = study.results;
        const photo = caseStudyPhotos[study.id];
        return (
          <li key={study.id} className={styles.card}>
            {photo ? (
              <Photograph
                photo={photo}
                look={twoToARow ? 'wideCard' : 'card'}
                lazy
                className={styles.photo}
              />
            ) : null}
            <h3 className={styles.title}>{study.title}</h3>
            <p className={styles.client}>{study.client}</p>
            {headline ? (
              <p className={styles.headline}>
                <span className={styles.figure}>{headline.figure}</span> {headline.label}
              </p>
            ) : null}
            <div className={styles.foot}>
              <SampleMark sample={study.sample} />
              <StretchedLink
                to={caseStudyPath(study)}
                label={content.linkLabel}
                subject={study.title}
              />
            </div>
          </li>
        );
      })}
    </ListSection>
  );
}
