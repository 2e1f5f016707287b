import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { ServiceDetail } from '@/features/services/ServiceDetail';
import {
  isKnownService,
  resolveService,
  serviceDetailContent,
  servicesPageContent,
} from '@/features/services/servicesContent';
import { breadcrumbList, serviceSchema } from '@/lib/structuredData';

export function ServiceDetailPage() {
  const { serviceId } = useParams();
  const service = resolveService(serviceId);
  const known = isKnownService(serviceId);
  const path = `/services/${service.id}`;
  return (
    <>
      <PageMeta
        title={service.title}
        description={service.metaDescription}
        // Unknown ids show the default service: keep those duplicate URLs out of search results.
        noindex={!known}
        jsonLd={
          known
            ? [
                serviceSchema({ name: service.title, description: service.metaDescription, path }),
                breadcrumbList([
                  { name: 'Home', path: '/' },
                  { name: servicesPageContent.title, path: '/services' },
                  { name: service.title, path },
                ]),
              ]
            : undefined
        }
      />
      <PageHeader
        eyebrow={serviceDetailContent.eyebrow}
        title={service.title}
        lead={service.summary}
      />
      <ServiceDetail service={service} />
    </>
  );
}
