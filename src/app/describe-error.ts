import { isRouteErrorResponse } from "react-router";

/** "404 Not Found" for a routing error, the message for a thrown error. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
