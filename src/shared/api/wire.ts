/**
 * The framework-free half of the API layer: call definitions, envelope, client and password
 * hash. The fake backend (mocks/) and the contracts (contracts/) import only this entry, so
 * they never pull effector, i18next or build-time config into Node.
 */
export { callApi, fetchEnvelopeData, type CallContext } from './client';
export { accessOfPath } from './access';
export { encodeRequest, type EncodedRequest } from './encode';
export { defineCall, type AnswerOf, type CallDefinition, type RequestOf, type Transport } from './define-call';
export { envelopeSchema, ResultCode, type Envelope } from './envelope';
export { ApiError, isApiError, isRefusal, type ApiErrorKind } from './errors';
export { hashPassword } from './password';
export { isValidPassword } from './password-format';
export { CODE_RESEND_SECONDS, isCardNumber, isChinaMobile, isValidEmail, isVerificationCode, toWirePhone } from './contact';
export { IMAGE_TYPE_BYTES, isWithinImageLimits, MAX_UPLOAD_IMAGE_SIDE, readImageSize, sniffImageType, type ImageSize, type UploadImageType } from './image-header';
export { isAccountName, isBirthDate, isCalendarDate, isPlainText, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_SEARCH_LENGTH } from './text-fields';
export { booleanText, decimalDigits, integer, MAX_PAGE_SIZE } from './calls/common';
export * as calls from './calls';
export * from './calls/account';
export * from './calls/countries';
export * from './calls/news';
export * from './calls/activities';
export * from './calls/banners';
export * from './calls/columns';
export * from './calls/players';
export * from './calls/shops';
export * from './calls/member';
export * from './calls/member-account';
export * from './calls/friends';
export * from './award-message';
export * from './calls/rankings';
export * from './calls/items';
