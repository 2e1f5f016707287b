import { useParams } from 'react-router-dom';
import { EntryPageOpening } from '@/components/EntryPageOpening';
import { EntryProof } from '@/features/proof/EntryProof';
import { ServiceDetail } from '@/features/services/ServiceDetail';
import { serviceCatalogue, servicesPageContent } from '@/features/services/servicesContent';
import { serviceSchema } from '@/lib/structuredData';

export function ServiceDetailPage() {
  const { serviceId } = useParams();
  const service = serviceCatalogue.resolve(serviceId);
  const path = serviceCatalogue.pathOf(service.id);
  const schema = serviceSchema({ name: service.title, description: service.metaDescription, path });
  return (
    <>
      <EntryPageOpening
        entry={service}
        path={path}
        listing={servicesPageContent}
        known={serviceCatalogue.isKnown(serviceId)}
        schema={schema}
      />
      <ServiceDetail service={service} proof={<EntryProof service={service.id} />} />
    </>
  );
}
