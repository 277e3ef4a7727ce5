export { changePasswordMutation, passwordForm, passwordFormLeft } from './model/change-password';
export { PasswordForm } from './ui/password-form';
