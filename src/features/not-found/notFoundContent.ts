import type { ButtonVariant } from '@/components/Button';

export const notFoundContent = {
  title: 'Page Not Found',
  message: "Oops! The page you're looking for doesn't exist or has been moved.",
  searchLabel: 'Search our articles',
  searchPlaceholder: 'e.g. hospital cleaning',
  links: [
    { to: '/', label: 'Back to Home', variant: 'primary' },
    { to: '/blog', label: 'Read the Blog', variant: 'light' },
    { to: '/contact', label: 'Contact Us', variant: 'light' },
  ] satisfies { to: string; label: string; variant: ButtonVariant }[],
};
