export { BlogOverview, type BlogOverviewProps } from "./BlogOverview";
export { BlogCard, type BlogCardProps, type BlogCardData } from "./BlogCard";
export { BlogArticle, type BlogArticleProps } from "./BlogArticle";
export {
  BLOG_PAGE_SIZE,
  BLOG_TITLE_FALLBACK,
  blogPageFromQuery,
  blogOffset,
  blogPageCount,
  blogTitle,
  blogPageHref,
  blogHeadLinks,
  blogCardHref,
  type BlogHeadLinks,
} from "./rules/blog-page";
