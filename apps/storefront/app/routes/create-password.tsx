import { data } from 'react-router';
import { createPasswordParamsSchema } from '@encore/contracts';
import type { Route } from './+types/create-password';
import { createPasswordAction } from '#app/features/account/auth-actions.server.ts';
import { CreatePasswordForm } from '#app/features/account/create-password-form.tsx';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { readParams } from '#app/lib/request-input.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export function loader({ request, params }: Route.LoaderArgs) {
  const link = readParams(params, createPasswordParamsSchema);
  if (!link) throw data(null, { status: 404 });
  const intl = serverIntl(resolveStoreView(request).i18n.defaultLocale);
  return { email: link.email, seo: { title: `${intl.formatMessage({ id: 'account.createPassword.title' })} | Encore`, noindex: true } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const link = readParams(params, createPasswordParamsSchema);
  if (!link) throw data(null, { status: 404 });
  return createPasswordAction(request, link);
}

export default function CreatePassword({ loaderData, actionData }: Route.ComponentProps) {
  return <CreatePasswordForm email={loaderData.email} actionData={actionData} />;
}
