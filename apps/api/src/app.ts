import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/create-db.ts';
import { clientErrorReply } from './platform/client-error.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { frameworkErrorReply, installErrorHandling } from './platform/http.ts';
import { installHandlerTimeout } from './platform/handler-timeout.ts';
import { installTurnAdmission } from './platform/turn-admission.ts';
import { installQuietTurns } from './platform/quiet-turns.ts';
import { installRateLimits } from './platform/rate-limits.ts';
import { connectRedis } from './platform/redis.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { CartMerger } from './modules/cart/cart-merge.ts';
import { deleteCartLines, findCart, productQtyInCart } from './modules/cart/cart.repo.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { catalogLookupRoutes, productPriceRoutes } from './modules/catalog/catalog-lookup.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { OrderService } from './modules/order/order.service.ts';
import { PAYMENT_SWEEP_JOB, PaymentReconciler } from './modules/order/payment-reconciler.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import type { PaymentProvider } from './modules/payment/payment-provider.ts';
import { setUpPayments } from './modules/payment/payment-setup.ts';
import { stripeRoutes, stripeUnavailableRoutes } from './modules/payment/stripe/stripe.routes.ts';
import { findAttempt } from './modules/order/payment-attempt.repo.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { HoldService } from './modules/hold/hold.service.ts';
import { holdTimerRoutes } from './modules/hold/hold-timer.routes.ts';
import { startHoldCleanup } from './modules/hold/hold-cleanup.ts';
import { PopularService } from './modules/popular/popular.service.ts';
import { popularRoutes } from './modules/popular/popular.routes.ts';
import { venuesRoutes } from './modules/venues/venues.routes.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';
import { contentSearchRoutes } from './modules/cms/content-search.routes.ts';
import { urlRoutes } from './modules/url/url.routes.ts';
import { storeRewrites } from './modules/url/url.service.ts';
import { CouponService } from './modules/coupon/coupon.service.ts';
import { purgeAbandonedCarts } from './modules/cart/cart-purge.ts';
import { JobRunner } from './platform/jobs/job-runner.ts';

/** Abandoned guest carts are looked for this often; each run purges all that are due. */
const CART_PURGE_EVERY_MS = 60 * 60_000;
import { RESET_EMAIL_JOB, UserService } from './modules/user/user.service.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { PasskeyService } from './modules/passkey/passkey.service.ts';
import { passkeyRoutes } from './modules/passkey/passkey.routes.ts';
import { OidcClients } from './modules/social-login/oidc-clients.ts';
import { SocialLoginService } from './modules/social-login/social-login.service.ts';
import { socialLoginRoutes } from './modules/social-login/social-login.routes.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { CAPTURE_JOB, CONFIRMATION_JOB } from './modules/order/order.repo.ts';
import { confirmationJob } from './modules/ticket/confirmation-job.ts';
import { ticketKeys } from './modules/ticket/ticket-key.ts';
import { ticketRoutes } from './modules/ticket/ticket.routes.ts';
import { ownReviewPage } from './modules/review/review-invitation.ts';
import { reviewInvitationRoutes, reviewRoutes } from './modules/review/review.routes.ts';
import { ReviewService } from './modules/review/review.service.ts';
import { TicketService } from './modules/ticket/ticket.service.ts';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests pass a buffer to inspect them. */
  logStream?: { write(line: string): void };
  /** A payment provider other than the configured one (tests); the test provider's routes are then not mounted. */
  paymentProvider?: PaymentProvider;
  /** Wraps the configured provider (tests inject provider failures into the real flow); its routes stay. */
  wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider;
  /** Told of every route as it is added, so a test can reach each one the app serves, later ones included. */
  onRoute?: (route: RouteOptions) => void;
}

/** The composition root: one instance of each service, each module's routes under /api. */
export async function buildApp({ db, config, clock = systemClock, logStream, paymentProvider, wrapPaymentProvider, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            // Only method and path: query strings carry user tokens, and bodies (cards, addresses) are never logged.
            serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }) },
          },
    // The client address is the socket's unless a configured proxy vouches for X-Forwarded-For.
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // A client that has not finished sending its request shortly after its time budget (installHandlerTimeout) loses the connection.
    ...(config.requestTimeoutMs > 0 ? { requestTimeout: config.requestTimeoutMs + 1000 } : {}),
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  if (config.requestTimeoutMs > 0) installHandlerTimeout(app, config.requestTimeoutMs);
  installTurnAdmission(app);
  const quietTurns = installQuietTurns(app);
  const limited = Object.values(config.rateLimits).some((rule) => rule.max > 0);
  const redis = limited && config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await installRateLimits(app, config.rateLimits, redis);

  // Holds clear and count a cart's lines through the cart module's repository, handed in here.
  const holds = new HoldService(db, clock, config.holds, { productQtyInCart, deleteCartLines });
  const catalog = new CatalogService(db, clock, holds, () => quietTurns.next());
  const coupons = new CouponService(db, clock);
  const payments = paymentProvider ? { provider: paymentProvider, testRoutes: null, stripe: null } : await setUpPayments(config, { db, clock, log: app.log });
  const provider = wrapPaymentProvider ? wrapPaymentProvider(payments.provider) : payments.provider;
  const carts = new CartService(db, catalog, clock, holds, provider.methods, coupons);
  const orders = new OrderService(db, carts, provider, clock, app.log, coupons);

  await app.register(healthRoutes(db, catalog), { prefix: '/api/health' });
  await app.register(catalogRoutes(catalog, config.secret, clock), { prefix: '/api/catalog' });
  await app.register(catalogLookupRoutes(catalog, config.secret, clock), { prefix: '/api/ext/catalog' });
  await app.register(productPriceRoutes(catalog, config.secret, clock), { prefix: '/api/product' });
  await app.register(cartRoutes(carts, config.secret, clock, new CartMerger(db, holds, clock)), { prefix: '/api/cart' });
  await app.register(stockRoutes(db, holds), { prefix: '/api/stock' });
  await app.register(holdTimerRoutes((caller, cartId) => carts.open(caller, cartId), holds, config.secret, clock), { prefix: '/api/ext/reservation-timer' });
  const stopCleanup = startHoldCleanup(holds, config.holds.cleanupSeconds, app.log);
  app.addHook('onClose', async () => stopCleanup());
  await app.register(orderRoutes(orders, config.secret, clock), { prefix: '/api/order' });
  const mailer = createMailer(config.mail);
  const tickets = new TicketService(db, clock, config.secret, ticketKeys(config.ticketSigningKey));
  if (config.ticketSigningKeyIsGenerated && config.logLevel !== 'silent') app.log.warn('TICKET_SIGNING_KEY is not set: ticket codes are signed with a key made up for this process only');
  await app.register(ticketRoutes(tickets, config.secret, clock, config.checkinStaffTokens), { prefix: '/api/ext/ticket' });
  const reviews = new ReviewService(db, clock, config.secret, ownReviewPage(config.accounts.shopUrl, config.secret));
  await app.register(reviewInvitationRoutes(reviews, config.secret, clock), { prefix: '/api/ext/trustpilot' });
  await app.register(reviewRoutes(reviews), { prefix: '/api/review' });
  const jobs = new JobRunner(db, clock, app.log);
  jobs.register(CONFIRMATION_JOB, confirmationJob({ db, clock, tickets, mailer, secret: config.secret, shopUrl: config.accounts.shopUrl }));
  jobs.register('cart-purge', {
    everyMs: CART_PURGE_EVERY_MS,
    run: async () => {
      const n = await purgeAbandonedCarts(db, clock, config.cartPurgeDays);
      if (n > 0) app.log.info({ carts: n }, 'abandoned guest carts purged');
    },
  });
  const reconciler = new PaymentReconciler(db, provider, clock);
  jobs.register(CAPTURE_JOB, reconciler.captureJob);
  jobs.register(PAYMENT_SWEEP_JOB, reconciler.sweepJob);
  const users = new UserService(db, clock, config.secret, config.accounts, mailer, () => jobs.nudge());
  jobs.register(RESET_EMAIL_JOB, { run: (payload) => users.sendResetEmail(payload) });
  // Started once every kind has its handler, so a job left from an earlier run finds it.
  if (config.jobPollIntervalMs > 0) {
    await jobs.ensureRecurring('cart-purge');
    await jobs.ensureRecurring(PAYMENT_SWEEP_JOB);
    jobs.start(config.jobPollIntervalMs);
  }
  app.addHook('onClose', async () => jobs.stop());
  await app.register(userRoutes(users, config.secret, clock, (cartId) => carts.ownerOf(cartId)), { prefix: '/api/user' });
  const passkeys = new PasskeyService(db, clock, users, config.webauthn, config.secret);
  await app.register(passkeyRoutes(passkeys, config.secret, clock), { prefix: '/api/user/passkeys' });
  const social = new SocialLoginService(db, clock, users, new OidcClients(config.socialLogin.providers), config.socialLogin.redirectUri, app.log);
  await app.register(socialLoginRoutes(social, config.secret, clock), { prefix: '/api/ext/social-login' });
  if (payments.testRoutes) await app.register(payments.testRoutes, { prefix: '/api/ext/payment-test' });
  // Stripe's routes read a cart's total and a checkout attempt through these two functions, not the modules' insides.
  const stripe = payments.stripe
    ? stripeRoutes(payments.stripe, {
        totalsOf: async (cartId) => {
          const cart = await findCart(db, cartId);
          return cart?.status === 'active' ? { grandTotal: (await carts.totals(cart)).grand_total, currency: cart.currency } : null;
        },
        attemptOf: async (orderId) => (await findAttempt(db, orderId)) ?? null,
      })
    : stripeUnavailableRoutes(paymentProvider ? paymentProvider.name : config.paymentProvider);
  await app.register(stripe, { prefix: '/api/ext/payment-stripe' });
  const popular = new PopularService(db, clock);
  await app.register(popularRoutes(popular), { prefix: '/api/ext/popular' });
  await app.register(venuesRoutes(popular), { prefix: '/api/ext/venues' });
  // Content search answers the url_rewrite entities from the url module's rows.
  await app.register(contentSearchRoutes(db, (storeId, disabled) => storeRewrites(db, storeId, disabled)), { prefix: '/api/catalog' });
  await app.register(cmsRoutes(db), { prefix: '/api/ext/cms-data' });
  await app.register(urlRoutes(db, catalog), { prefix: '/api/url' });
  await app.register(mediaRoutes({ mediaDir: config.mediaDir }), { prefix: '/media' });

  return app;
}
