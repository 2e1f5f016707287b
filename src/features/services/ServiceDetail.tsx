import type { ReactNode } from 'react';
import { EntryPageClosing } from '@/components/EntryPageClosing';
import { PriceGuidance } from '@/components/PriceGuidance';
import { quotePath } from '@/lib/quoteLink';
import { BenefitList } from './BenefitList';
import { FeatureGrid } from './FeatureGrid';
import { ServiceIntro } from './ServiceIntro';
import {
  serviceCatalogue,
  serviceDetailContent as labels,
  servicesPageContent,
} from './servicesContent';
import type { ServiceContent } from './serviceTypes';

interface ServiceDetailProps {
  service: ServiceContent;
  /** The company's work and clients' words for this service, shown before the price. */
  proof?: ReactNode;
}

export function ServiceDetail({ service, proof }: ServiceDetailProps) {
  return (
    <>
      <ServiceIntro service={service} />
      <FeatureGrid
        id="service-features"
        heading={labels.featuresHeading}
        features={service.features}
        tone="light"
      />
      {service.benefits ? (
        <BenefitList heading={labels.benefitsHeading} benefits={service.benefits} />
      ) : null}
      {service.additionalServices ? (
        <FeatureGrid
          id="service-additional"
          heading={labels.additionalHeading}
          intro={labels.additionalIntro}
          features={service.additionalServices}
          tone="light"
        />
      ) : null}
      {proof}
      <PriceGuidance
        headingId="service-pricing-heading"
        content={labels.pricing}
        guide={service.pricing}
      />
      <EntryPageClosing
        page={servicesPageContent}
        catalogue={serviceCatalogue}
        entry={service}
        quoteTo={quotePath(service.id)}
      />
    </>
  );
}
