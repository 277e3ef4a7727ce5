export { NewsInfoPage } from './ui/news-info-page';
