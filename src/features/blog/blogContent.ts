export const blogListContent = {
  metaTitle: 'Blog',
  metaDescription:
    'Practical guidance on commercial cleaning, hygiene, waste and facility maintenance for Australian workplaces, from the Harbourline team.',
  title: 'Blog',
  eyebrow: 'Insights',
  lead: 'Strategies and insights for cleaner, safer workplaces.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'e.g. floor care',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  categoriesLabel: 'Filter by category',
  allCategories: 'All',
  allHeading: 'All articles',
  /** While the list loads, a category from the address is not yet known to exist. */
  categoryHeading: 'Articles by category',
  unknownCategoryHeading: 'No such category',
  unknownCategoryHint:
    'The address asks for a category the blog does not have. Choose one of its categories:',
  searchHeading: (search: string) => `Results for “${search}”`,
  showing: (from: number, to: number, total: number) =>
    total === 0
      ? 'Showing 0 articles'
      : total === 1
        ? 'Showing 1 article'
        : `Showing ${from}–${to} of ${total} articles`,
  emptyTitle: 'No blog posts found',
  emptyHint: 'Try adjusting your search or filter criteria',
  loading: 'Loading posts',
  errorTitle: 'The articles could not be loaded',
  paginationLabel: 'Blog pages',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
};

/** Shown content whose refresh failed: it stays, with a quiet note (never an alert). */
export const staleContent = {
  note: 'This may not be the latest version: the blog could not be reached just now.',
  checking: 'Checking the blog for the latest version…',
  updated: 'Updated to the latest version.',
  retry: 'Retry',
};

export const postCardContent = {
  readMore: 'Read More',
  thumbnailAlt: (title: string) => `Illustration for “${title}”`,
};

export const teaserContent = {
  badge: 'Blog Post',
  title: 'Strategies and Insights.',
  intro:
    'Field notes from our supervisors and account managers on keeping Australian workplaces clean, safe and compliant.',
  viewAll: 'View All',
  loading: 'Loading the latest articles',
  error: 'The latest articles could not be loaded.',
  retry: 'Retry',
};

export const postContent = {
  metaFallbackDescription: 'An article from the Harbourline Facility Services blog.',
  loadingTitle: 'Loading article…',
  errorTitle: 'This article could not be loaded',
  retry: 'Retry',
  /** A body's table without a caption, named by its place in the article. */
  tableLabel: (number: number) => `Table ${number}`,
  byline: 'Written by',
  bookmark: 'Save to reading list',
  bookmarked: 'Saved',
  share: 'Share',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied. Please copy it from the address bar.',
  postNavLabel: 'More articles',
  previousPost: 'Previous Post',
  nextPost: 'Next Post',
  sidebarLabel: 'More from the blog',
  aboutAuthor: 'About the author',
  companyBio:
    'Harbourline Facility Services cleans and maintains offices, schools, healthcare sites and public venues across Australia. Our supervisors write these articles from what they see on site every week.',
  related: 'Related articles',
  noRelated: 'No other articles in this category yet.',
  randomPicks: 'You might also like',
  categories: 'Categories',
  articles: (count: number) => (count === 1 ? ' article' : ' articles'),
  readingList: 'Your reading list',
  readingListEmpty: 'Save an article with the bookmark button and it will wait for you here.',
  removeFromList: (title: string) => `Remove “${title}” from your reading list`,
  sidebarError: 'More articles could not be loaded.',
  backToBlog: 'Back to the blog',
};
