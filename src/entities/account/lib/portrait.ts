import { env } from '@/shared/config';

/** Shown for a member without a portrait, or when the portrait's file is missing. */
export const defaultPortraitSrc = `${env.basePath}media/avatars/default.svg`;
