export { loginMutation, loginSubmitted, passwordChanged, usernameChanged, $errors as $loginErrors } from './model/login';
export { LoginForm } from './ui/login-form';
