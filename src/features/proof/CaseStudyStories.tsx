import { useMemo } from 'react';
import { CheckList } from '@/components/CheckList';
import { Photograph } from '@/components/EntryPicture';
import { caseStudyPhotos } from '@/config/caseStudyPhotos';
import { Section } from '@/components/Section';
import type { CaseStudy } from '@/config/proof';
import { blockHeadingId, useScrollToHash } from '@/lib/useScrollToHash';
import { proofContent } from './proofContent';
import { SampleMark } from '@/components/SampleMark';
import styles from './CaseStudyStories.module.css';

const labels = proofContent.story;

/** Each case study told whole: the site's problem, the work, and the results in figures. */
export function CaseStudyStories({ caseStudies }: { caseStudies: readonly CaseStudy[] }) {
  const ids = useMemo(() => caseStudies.map((study) => study.id), [caseStudies]);
  useScrollToHash(ids);
  return caseStudies.map((study, index) => {
    const headingId = blockHeadingId(study.id);
    const photo = caseStudyPhotos[study.id];
    return (
      <Section key={study.id} labelledBy={headingId} tone={index % 2 === 0 ? 'plain' : 'light'}>
        <article id={study.id} aria-labelledby={headingId}>
          <header className={styles.header}>
            <h2 id={headingId} tabIndex={-1} className={styles.title}>
              {study.title}
            </h2>
            <p className={styles.client}>
              {study.client} <SampleMark sample={study.sample} />
            </p>
          </header>
          <div className={styles.body}>
            <div>
              <h3 className={styles.subheading}>{labels.challenge}</h3>
              <p>{study.challenge}</p>
              <h3 id={`${study.id}-work`} className={styles.subheading}>
                {labels.work}
              </h3>
              <CheckList items={study.work} labelledBy={`${study.id}-work`} />
            </div>
            <div className={styles.aside}>
              {photo ? (
                <Photograph photo={photo} look="feature" priority={index === 0} lazy />
              ) : null}
              <div className={styles.results}>
                <h3 className={styles.subheading}>{labels.results}</h3>
                <dl className={styles.figures}>
                  {study.results.map((result) => (
                    <div key={result.label} className={styles.result}>
                      <dt className={styles.figure}>{result.figure}</dt>
                      <dd>{result.label}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </div>
          </div>
        </article>
      </Section>
    );
  });
}
