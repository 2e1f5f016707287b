import { Link } from 'react-router-dom';
import type { CategoryCount } from '@contract/blog/blogTypes';
import { blogListContent as content } from '../blogContent';
import { filterHref } from '@contract/blog/blogFilterQuery';
import styles from './UnknownCategory.module.css';

interface UnknownCategoryProps {
  categories: CategoryCount[];
  total: number;
  search: string;
}

/** What the list shows for a category the blog does not have: the real ones, as links. */
export function UnknownCategory({ categories, total, search }: UnknownCategoryProps) {
  const choices = [
    ...categories.map(({ name, count }) => ({
      name,
      count,
      href: filterHref({ search, category: name }),
    })),
    { name: content.allHeading, count: total, href: filterHref({ search, category: null }) },
  ];
  return (
    <div className={styles.notice}>
      <p className={styles.hint}>{content.unknownCategoryHint}</p>
      <ul className={styles.list}>
        {choices.map((choice) => (
          <li key={choice.href}>
            <Link to={choice.href} className={styles.link}>
              {choice.name} <span className={styles.count}>({choice.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
