import { Link, useRouteError } from "react-router";
import { useDocumentTitle } from "../components/document";
import { contentColumn, primaryButton } from "../components/styles";
import { useMessages } from "../i18n/i18n";
import { AppShell } from "./app-layout";
import { useCatalogHome } from "./nav-bar";

function ErrorContent({ title, detail }: { readonly title: string; readonly detail: string }) {
  const home = useCatalogHome();
  const { error } = useMessages();
  useDocumentTitle(title);
  return (
    <section className="flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{error.title}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-200">{detail}</p>
      <Link to={home} className={primaryButton}>
        {error.back}
      </Link>
    </section>
  );
}

/** The thrown error's message: a render or loader error (unknown paths have their own 404 route). */
function RouteErrorContent() {
  const error = useRouteError();
  const messages = useMessages();
  return (
    <ErrorContent
      title={messages.error.title}
      detail={error instanceof Error ? error.message : String(error)}
    />
  );
}

/**
 * What the served page of the catalogue shows if the app's code cannot load, its detail
 * left empty for the error's message (load-failure.ts): rendered into the page by the
 * prerender, never by the app.
 */
export function LoadFailureContent() {
  const { error } = useMessages();
  return <ErrorContent title={error.title} detail="" />;
}

/** Unknown paths: the router's 404 screen, inside the layout. */
export function NotFoundScreen() {
  const { error } = useMessages();
  return <ErrorContent title={error.notFoundTitle} detail={error.notFound} />;
}

/** A render error in a page: the error inside the shared layout. */
export function ErrorScreen() {
  return (
    <AppShell>
      <RouteErrorContent />
    </AppShell>
  );
}

/** The last resort, for an error in the layout itself: the same message without it. */
export function BareErrorScreen() {
  return (
    <main
      className={`${contentColumn} min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100`}
    >
      <RouteErrorContent />
    </main>
  );
}
