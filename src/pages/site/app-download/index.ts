export { AppDownloadPage } from './ui/app-download-page';
