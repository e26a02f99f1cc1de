import type { Route } from './+types/forgot-password';
import { forgotPasswordAction } from '#app/features/account/auth-actions.server.ts';
import { authPageLoader } from '#app/features/account/auth-page.server.ts';
import { AuthPage } from '#app/features/account/auth-page.tsx';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export function loader({ request }: Route.LoaderArgs) {
  return authPageLoader(request, 'account.forgot.title');
}

export async function action({ request }: Route.ActionArgs) {
  return forgotPasswordAction(request);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage mode="forgot" actionData={actionData} redirectTo={loaderData.redirectTo} />;
}
