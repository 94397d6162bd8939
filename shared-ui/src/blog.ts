// 'shared-ui/blog': how a blog's paragraphs are drawn, used by the blog remote's pages and the
// dashboard's preview of a blog. Not part of the federation shared module (which every page
// loads whole): each app that shows a blog bundles it, and the home page loads none of it.
export { BlogParagraph, listItems } from './components/blog-paragraph/blog-paragraph';
