/** The shop's fixed numbers (ids, page sizes, limits, hold times), in one place so API, storefront and tests agree. */
export const CATEGORY_ROOT_ID = 2;
export const CATEGORY_PREFETCH_LEVELS = [2, 3, 4, 5] as const;
/** Most-popular event blocks by category id. */
export const TOP_CATEGORY_IDS = { concerts: 3, theatre: 4, opera: 5, sports: 6, standup: 7, shows: 8 } as const;
export const CATEGORY_PAGE_SIZE = 16;
export const CATEGORY_FETCH_SIZE = 4000;
export const DEFAULT_SEARCH_SIZE = 50;
export const HOME_COLLECTION_SIZE = 8;
export const ATTRIBUTE_LIST_SIZE = 150;
export const FILTER_AGGREGATION_SIZE = { default: 300, size: 10, color: 10 } as const;
export const MAX_DEFAULT_FILTERS = 10;
/** Upper bound on a single search page, so no client can ask for the whole index. */
export const MAX_SEARCH_SIZE = 4000;
export const PRODUCT_VISIBILITY_SEARCHABLE = [2, 3, 4] as const;
export const PRODUCT_STATUS_SEARCHABLE = [0, 1] as const;
export const THUMBNAILS = { cart: [150, 150], list: [310, 300], gallery: [600, 744] } as const;
export const NOTIFICATION_LIFETIME_MS = 5000;
export const STOCK_LIST_BATCH = 15;
/** Tickets are held for 10 minutes; an extension adds 2 minutes. */
export const HOLD_SECONDS = 600;
export const HOLD_EXTENSION_SECONDS = 120;
export const HOLD_MAX_EXTENSIONS = 10;
/** The warning offering more time shows this long before a hold runs out. */
export const HOLD_WARNING_SECONDS = 60;
