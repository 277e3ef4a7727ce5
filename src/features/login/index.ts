export { loginForm, loginMutation } from './model/login';
export { LoginForm } from './ui/login-form';
