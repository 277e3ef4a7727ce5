export { toWireAddress, validateAddress, type AddressError, type Channel } from './lib/contact';
export { createCodeSender, type CodeSender } from './model/code-sender';
export { SendCodeButton } from './ui/send-code-button';
