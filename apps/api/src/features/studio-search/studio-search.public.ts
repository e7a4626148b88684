// What other features may use of the consumer search: the city pages the sitemap lists.
export { listCityPagesWithStudios } from './city-studios.ts';
export { cityPagePath } from './render-city-page.ts';
