export { ForgetIdPage } from './ui/forget-id-page';
