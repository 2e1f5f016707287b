import { PageMeta } from '@/components/PageMeta';
import { blogPosting, breadcrumbList } from '@/lib/structuredData';
import { blogListContent, postContent as content } from '../blogContent';
import type { Post } from '@contract/blog/blogTypes';
import { postHref } from '../postLinks';

export function PostPageMeta({ post }: { post: Post | null }) {
  if (!post) {
    return (
      <PageMeta title={blogListContent.metaTitle} description={content.metaFallbackDescription} />
    );
  }
  const description = post.excerpt || content.metaFallbackDescription;
  const path = postHref(post);
  return (
    <PageMeta
      title={post.title}
      description={description}
      image={post.thumbnail}
      type="article"
      jsonLd={[
        blogPosting({
          title: post.title,
          description,
          path,
          image: post.thumbnail,
          publishedAt: post.publishedAt,
          authorName: post.author?.name || null,
          category: post.category.name,
        }),
        breadcrumbList([
          { name: 'Home', path: '/' },
          { name: blogListContent.title, path: '/blog' },
          { name: post.title, path },
        ]),
      ]}
    />
  );
}
