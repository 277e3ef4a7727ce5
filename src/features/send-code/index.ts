export { toWireAddress, validateAddress, type AddressError, type Channel } from './lib/contact';
export { createCodeSender, type CodeSender } from './model/code-sender';
export { CodeField } from './ui/code-field';
export { SendCodeButton } from './ui/send-code-button';
