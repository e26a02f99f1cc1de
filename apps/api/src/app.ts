import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/create-db.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { frameworkErrorReply, installErrorHandling } from './platform/http.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { OrderService } from './modules/order/order.service.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { paymentTestRoutes } from './modules/payment/payment.routes.ts';
import { TestPaymentProvider } from './modules/payment/test-provider.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests pass a buffer to inspect them. */
  logStream?: { write(line: string): void };
}

/** The composition root: one instance of each service, each module's routes under /api. */
export async function buildApp({ db, config, clock = systemClock, logStream }: BuildAppOptions): Promise<FastifyInstance> {
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
    trustProxy: true,
    frameworkErrors: frameworkErrorReply,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const catalog = new CatalogService(db, clock);
  const carts = new CartService(db, catalog, clock);
  const payments = new TestPaymentProvider(config.secret);
  const orders = new OrderService(db, carts, payments, clock, app.log);

  await app.register(healthRoutes(db, catalog), { prefix: '/api/health' });
  await app.register(catalogRoutes(catalog), { prefix: '/api/catalog' });
  await app.register(cartRoutes(carts, config.secret, clock), { prefix: '/api/cart' });
  await app.register(stockRoutes(db), { prefix: '/api/stock' });
  await app.register(orderRoutes(orders, config.secret, clock), { prefix: '/api/order' });
  await app.register(paymentTestRoutes(payments, clock), { prefix: '/api/ext/payment-test' });
  await app.register(mediaRoutes({ mediaDir: config.mediaDir }), { prefix: '/media' });

  return app;
}
