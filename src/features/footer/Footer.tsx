import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmailAddress } from '@/components/EmailAddress';
import { hasFormsServer } from '@/config/forms';
import { addressLine, mailHref, privacyPath, site, telHref } from '@/config/site';
import { quickLinks } from './footerLinks';
import styles from './Footer.module.css';
import { SubscribeForm } from './SubscribeForm';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <p className={styles.brand}>{site.name}</p>
          <p>
            Commercial cleaning, waste management, facility and grounds maintenance for workplaces,
            schools, hospitals and public spaces across Australia.
          </p>
          {hasFormsServer() ? <SubscribeForm /> : null}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Get in touch</h2>
          <address className={styles.contact}>
            <p>
              <MapPin aria-hidden="true" size={18} />
              <span>{addressLine()}</span>
            </p>
            <p>
              <Phone aria-hidden="true" size={18} />
              <a href={telHref} className={styles.link}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <Mail aria-hidden="true" size={18} />
              <a href={mailHref} className={styles.link}>
                <EmailAddress address={site.email} />
              </a>
            </p>
            <p>
              <Clock aria-hidden="true" size={18} />
              <span>Office hours {site.officeHours.label}</span>
            </p>
          </address>
        </div>
      </div>
      <p className={styles.legal}>
        © {site.name}
        {site.abn ? `, ABN ${site.abn}` : ''}. Servicing businesses and communities across
        Australia.{' '}
        <Link to={privacyPath} className={styles.link}>
          Privacy policy
        </Link>
      </p>
    </footer>
  );
}
