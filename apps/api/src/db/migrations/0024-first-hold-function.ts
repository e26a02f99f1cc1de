import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * PostgreSQL only: a new cart with its first held line in one statement (ADR 0062). The on-sale's
 * first add (cart/create-with-item) took seven statements on one connection, each a round trip that
 * cost the API about 0.2 ms of CPU and the database its own parse, plan and executor start. The
 * function runs the same steps in the server, in the order the general path keeps:
 *
 * 1. the client's advisory locks (per-client cap), first and in the caller's sorted order;
 * 2. the cap (its limit comes from the caller, which reads what one order may hold and keeps it a
 *    second), counted after the locks: each statement inside a volatile function takes a new
 *    snapshot, so a same-client hold that committed while this one waited is counted;
 * 3. the cart, its line, hold row, hold timer and hold client;
 * 4. the hot category's counter last, so its row stays locked only from there to commit.
 *
 * It answers 'held' with the line's id, or 'cap' having written nothing. A short counter raises
 * ENC01, which rolls the statement back. Either refusal sends the caller down the general path,
 * which reclaims expired holds and words the answer, so both engines refuse with one set of texts.
 * The commit does not wait for the disk (set_config local), as every hold transaction (ADR 0018).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function encore_first_hold(
      p_cart_id text, p_user_id integer, p_group_id integer, p_store_code text, p_currency text,
      p_product_id integer, p_sku text, p_parent_sku text, p_qty integer, p_option_json text,
      p_now text, p_expires_at text,
      p_address_key text, p_customer_id integer, p_lock_keys text[], p_cap integer)
    returns table (status text, item_id bigint)
    language plpgsql volatile as $$
    declare
      v_key text;
      v_event integer;
      v_by_address bigint;
      v_by_customer bigint;
      v_item bigint;
    begin
      perform set_config('synchronous_commit', 'off', true);
      if p_lock_keys is not null then
        foreach v_key in array p_lock_keys loop
          perform pg_advisory_xact_lock(hashtextextended(v_key, 0));
        end loop;
      end if;

      if p_address_key is not null and p_cap is not null then
        select coalesce(parent_id, id) into v_event from product where id = p_product_id;
        -- The client's running holds of the event: its own carts first, then each one's timer and rows by key.
        with mine as materialized (
          select h.cart_id, h.address_key, h.customer_id from hold_client h
            where h.address_key = p_address_key or (p_customer_id is not null and h.customer_id = p_customer_id)
        ), counted as (
          select m.address_key, m.customer_id,
            (select sum(sh.qty) from stock_hold sh where sh.cart_id = m.cart_id
               and sh.product_id in (select c.id from product c where c.parent_id = v_event union all select v_event)) as qty
            from mine m
            where (select ht.expires_at from hold_timer ht where ht.cart_id = m.cart_id) > p_now
        )
        select coalesce(sum(qty) filter (where address_key = p_address_key), 0),
               coalesce(sum(qty) filter (where p_customer_id is not null and customer_id = p_customer_id), 0)
          into v_by_address, v_by_customer from counted;
        if v_by_address + p_qty > p_cap or v_by_customer + p_qty > p_cap then
          return query select 'cap'::text, null::bigint;
          return;
        end if;
      end if;

      insert into cart (id, user_id, customer_group_id, store_code, currency, status, created_at, updated_at, hold_started_at)
        values (p_cart_id, p_user_id, p_group_id, p_store_code, p_currency, 'active', p_now, p_now, p_now);
      insert into cart_item (cart_id, product_id, sku, parent_sku, qty, product_option_json, checksum, created_at, updated_at)
        values (p_cart_id, p_product_id, p_sku, p_parent_sku, p_qty, p_option_json, null, p_now, p_now)
        returning cart_item.item_id into v_item;
      insert into stock_hold (cart_id, product_id, qty) values (p_cart_id, p_product_id, p_qty);
      insert into hold_timer (cart_id, expires_at, extensions_used, created_at) values (p_cart_id, p_expires_at, 0, p_now);
      if p_address_key is not null then
        insert into hold_client (cart_id, address_key, customer_id, updated_at) values (p_cart_id, p_address_key, p_customer_id, p_now);
      end if;

      update inventory set held = held + p_qty, updated_at = p_now
        where product_id = p_product_id and sold + held + p_qty <= qty;
      if not found then
        raise exception 'encore_first_hold: not enough tickets' using errcode = 'ENC01';
      end if;
      return query select 'held'::text, v_item;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function if exists encore_first_hold(text, integer, integer, text, text, integer, text, text, integer, text, text, text, text, integer, text[], integer)`.execute(db);
}
