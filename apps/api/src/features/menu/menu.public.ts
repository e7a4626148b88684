// What other features and the app's wiring may use of the menu feature; everything else in
// its folder is its own.

export { findOrderableArticles } from './menu.repo.ts';
export { menuArticleApprovalSubject } from './menu-article-approval-subject.ts';
