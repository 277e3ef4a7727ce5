export { $returnTo, accountPrefilled, loginAction, loginForm, returnToChosen } from './model/login';
export { LoginForm } from './ui/login-form';
