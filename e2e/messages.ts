// Every language's texts, for tests that read the page in any of them (ADR 17).
import { ALL_MESSAGES } from "../src/testing/all-messages";

export const MESSAGES = ALL_MESSAGES;

/** The loading status's name in every language: how a page's spinner is recognised in any. */
export const LOADING_LABELS: readonly string[] = Object.values(MESSAGES).map(
  ({ loading }) => loading.products,
);
