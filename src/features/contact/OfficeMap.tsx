import { ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/Button';
import { addressLine } from '@/config/site';
import { contactPageContent } from './contactContent';
import { mapEmbedUrl, mapSearchUrl } from './mapLinks';
import styles from './OfficeMap.module.css';

const content = contactPageContent.map;
const MAP_REGION_ID = 'office-map-frame';

/** Nothing is requested from the map provider until the visitor asks for the map. */
export function OfficeMap() {
  const [shown, setShown] = useState(false);

  return (
    <section className={styles.panel} aria-labelledby="office-map-heading">
      <h2 id="office-map-heading" className={styles.heading}>
        {content.heading}
      </h2>
      <p className={styles.address}>
        <MapPin aria-hidden="true" size={20} />
        <span>{addressLine()}</span>
      </p>
      <div id={MAP_REGION_ID} className={styles.frame} data-shown={shown}>
        {shown ? (
          <iframe
            className={styles.iframe}
            title={content.iframeTitle}
            src={mapEmbedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width="600"
            height="360"
          />
        ) : (
          <p className={styles.placeholder}>{content.intro}</p>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant={shown ? 'light' : 'primary'}
          aria-controls={MAP_REGION_ID}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? content.hide : content.show}
        </Button>
        <a
          className={styles.external}
          href={mapSearchUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {content.openLink}
          <ExternalLink aria-hidden="true" size={16} />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
