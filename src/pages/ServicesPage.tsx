import { CatalogueListing } from '@/components/CatalogueListing';
import { serviceCatalogue, servicesPageContent } from '@/features/services/servicesContent';

export function ServicesPage() {
  return <CatalogueListing page={servicesPageContent} catalogue={serviceCatalogue} />;
}
