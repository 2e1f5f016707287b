import { useParams } from 'react-router-dom';
import { BlogPost } from '@/features/blog/post/BlogPost';

export function BlogPostPage() {
  const { slug } = useParams();
  // A new address is a new article: start its view afresh.
  return <BlogPost key={slug} slug={slug} />;
}
