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

/** Prerendered for when the app's code cannot load; load-failure.ts fills in the detail. */
export function LoadFailureContent() {
  const { error } = useMessages();
  return <ErrorContent title={error.title} detail="" />;
}

export function NotFoundScreen() {
  const { error } = useMessages();
  return <ErrorContent title={error.notFoundTitle} detail={error.notFound} />;
}

export function ErrorScreen() {
  return (
    <AppShell>
      <RouteErrorContent />
    </AppShell>
  );
}

/** For an error in the layout itself, so it renders without the layout. */
export function BareErrorScreen() {
  return (
    <main
      className={`${contentColumn} min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100`}
    >
      <RouteErrorContent />
    </main>
  );
}
