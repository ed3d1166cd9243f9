import { MESSAGES, type Catalogue, type MessageKey } from "../messages";

/** English is the source language: every key is its own text (ARCHITECTURE "messages are i18n keys"). */
export const enUS: Catalogue = Object.fromEntries(MESSAGES.map((key) => [key, key])) as Record<MessageKey, string>;
