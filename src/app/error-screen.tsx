import { Link, useRouteError } from "react-router";
import { primaryButton } from "../components/styles";
import { AppShell } from "./app-shell";
import { describeError } from "./describe-error";

/** The router's error element: unknown routes and render errors, inside the shared layout. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <AppShell>
      <section className="flex flex-col items-start gap-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
        <p className="text-lg text-slate-700">{describeError(error)}</p>
        <Link to="/" className={primaryButton}>
          Back to all products
        </Link>
      </section>
    </AppShell>
  );
}
