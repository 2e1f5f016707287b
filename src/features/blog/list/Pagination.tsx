import { ChevronLeft, ChevronRight } from 'lucide-react';
import { blogListContent as content } from '../blogContent';
import { pageWindow } from './pageWindow';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onSelect: (page: number) => void;
}

export function Pagination({ page, pageCount, onSelect }: PaginationProps) {
  return (
    <nav className={styles.pagination} aria-label={content.paginationLabel}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={page <= 1}
            onClick={() => onSelect(page - 1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
            <span className={styles.stepLabel}>{content.previous}</span>
          </button>
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.number}
                aria-current={item === page ? 'page' : undefined}
                aria-label={content.pageLabel(item)}
                onClick={() => onSelect(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={page >= pageCount}
            onClick={() => onSelect(page + 1)}
          >
            <span className={styles.stepLabel}>{content.next}</span>
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
