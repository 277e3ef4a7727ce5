export { $returnTo, accountPrefilled, loginForm, loginMutation, returnToChosen } from './model/login';
export { LoginForm } from './ui/login-form';
