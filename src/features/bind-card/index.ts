export { bindCardAction, bindCardForm } from './model/bind-card';
export { BindCardForm } from './ui/bind-card-form';
