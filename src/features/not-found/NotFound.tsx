import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { notFoundContent as content } from './notFoundContent';
import styles from './NotFound.module.css';

export function NotFound() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const searchId = useId();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = query.trim();
    navigate(search ? `/blog?${new URLSearchParams({ search }).toString()}` : '/blog');
  };

  return (
    <section aria-labelledby="not-found-title">
      <div className={styles.band}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title} tabIndex={-1} data-page-heading="">
          <span className="visually-hidden">404: </span>
          {content.title}
        </h1>
        <p className={styles.message}>{content.message}</p>
      </div>
      <div className={styles.body}>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <label htmlFor={searchId} className={styles.label}>
            {content.searchLabel}
          </label>
          <div className={styles.searchRow}>
            <input
              type="search"
              name="search"
              id={searchId}
              className={styles.input}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={content.searchPlaceholder}
            />
            <Button type="submit" icon={<Search size={18} />}>
              Search
            </Button>
          </div>
        </form>
        <nav aria-label="Helpful links" className={styles.links}>
          {content.links.map((link) => (
            <Button key={link.to} to={link.to} variant={link.variant}>
              {link.label}
            </Button>
          ))}
        </nav>
      </div>
    </section>
  );
}
