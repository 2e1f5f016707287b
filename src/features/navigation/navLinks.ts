export interface NavLink {
  to: string;
  label: string;
  /** Marks the link current on nested routes too (e.g. /services/waste). */
  end: boolean;
}

export const navLinks: readonly NavLink[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About', end: true },
  { to: '/services', label: 'Services', end: false },
  { to: '/sectors', label: 'Sectors', end: false },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/contact', label: 'Contact', end: true },
];
