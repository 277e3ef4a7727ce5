export { changePasswordAction, passwordForm } from './model/change-password';
export { PasswordForm } from './ui/password-form';
