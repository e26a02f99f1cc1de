import { ErrorCodes, PAYMENT_MESSAGES, PaymentErrorCodes } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobHandler } from '../../platform/jobs/job-runner.ts';
import type { PaymentProvider } from '../payment/payment-provider.ts';
import * as repo from './order.repo.ts';
import * as attempts from './payment-attempt.repo.ts';

/** The recurring job that gives back authorisations no order came of. */
export const PAYMENT_SWEEP_JOB = 'payment-sweep';
const SWEEP_EVERY_MS = 60_000;
/** Writing an order takes milliseconds and a provider call is bounded by the request's time budget. */
const STUCK_AFTER_MS = 5 * 60_000;
/** A shopper who has not answered the provider within this long has left; the money is not held for ever. */
const ABANDONED_ACTION_AFTER_MS = 30 * 60_000;
const BATCH = 50;

/**
 * Capture retries and the sweep (ADR 0043). The capture job is written with the order (outbox): a
 * capture that failed is tried again with the runner's backoff, and one that succeeded at the
 * provider but was not recorded is recorded, since a provider answers a repeated capture with ok.
 * The sweep voids what a crash or a lost answer left authorised without an order.
 */
export class PaymentReconciler {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  readonly captureJob: JobHandler = {
    run: async (payload) => {
      const orderId = (payload as { orderId?: unknown } | null)?.orderId;
      if (typeof orderId !== 'number') throw new Error('capture job without an order id');
      const payment = await repo.paymentOfOrder(this.db, orderId);
      if (!payment || payment.status === 'captured') return;
      const captured = await this.provider.capture(payment.reference, payment.amount);
      // Thrown, the job is tried again later with backoff.
      if (!captured.ok) throw new Error(`capture refused: ${captured.message ?? 'no reason given'}`);
      await repo.markCaptured(this.db, orderId, this.clock.now().toISOString());
    },
  };

  readonly sweepJob: JobHandler = {
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      await this.sweep();
    },
  };

  /** Voids stuck authorisations and abandoned approvals; answers how many attempts it settled. */
  async sweep(): Promise<number> {
    const now = this.clock.now().getTime();
    const stuck = await attempts.staleAttempts(this.db, ['authorizing', 'unknown', 'authorized'], new Date(now - STUCK_AFTER_MS).toISOString(), BATCH);
    const abandoned = await attempts.staleAttempts(this.db, ['requires_action'], new Date(now - ABANDONED_ACTION_AFTER_MS).toISOString(), BATCH);
    let settled = 0;
    for (const a of stuck) {
      if (await this.giveBack(a, ErrorCodes.paymentFailed, PAYMENT_MESSAGES.generic)) settled += 1;
    }
    for (const a of abandoned) {
      if (await this.giveBack(a, PaymentErrorCodes.cancelled, PAYMENT_MESSAGES.cancelled)) settled += 1;
    }
    return settled;
  }

  private async giveBack(a: attempts.PaymentAttempt, errorCode: string, message: string): Promise<boolean> {
    // The reference is unknown when the process stopped before writing the provider's answer.
    const reference = a.providerReference ?? (await this.provider.findByKey(a.clientOrderId))?.reference ?? null;
    if (reference) {
      const voided = await this.provider.void(reference);
      if (!voided.ok) throw new Error(`voiding ${reference} was refused`);
    }
    const status = a.status === 'requires_action' ? 'refused' : 'voided';
    return attempts.moveAttempt(this.db, a.clientOrderId, [a.status], { status, providerReference: reference, errorCode, message }, this.clock.now().toISOString());
  }
}
