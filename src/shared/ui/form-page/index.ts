export { FormPage, formPageFormClass, formPageLinksClass, type FormPageProps } from './form-page';
