import { blogListContent as content } from '../blogContent';
import type { CategoryCount } from '@contract/blog/blogTypes';
import styles from './CategoryFilter.module.css';

interface CategoryFilterProps {
  categories: CategoryCount[];
  total: number;
  selected: string | null;
  onSelect: (category: string | null) => void;
}

export function CategoryFilter({ categories, total, selected, onSelect }: CategoryFilterProps) {
  const options: { name: string; value: string | null; count: number }[] = [
    { name: content.allCategories, value: null, count: total },
    ...categories.map(({ name, count }) => ({ name, value: name, count })),
  ];
  return (
    <div className={styles.filter} role="group" aria-labelledby="blog-category-label">
      <p id="blog-category-label" className={styles.label}>
        {content.categoriesLabel}
      </p>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.value ?? ''}>
            <button
              type="button"
              className={styles.button}
              aria-pressed={option.value === selected}
              onClick={() => onSelect(option.value)}
            >
              {option.name} <span className={styles.count}>({option.count})</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
