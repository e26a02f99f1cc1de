// Node options the API runs with, in `npm start` and in the API benchmarks alike. Catalogue answers
// are kept as text on V8's heap (ADR 0064), and V8 lets an old generation grow to several times what
// is live before a full collection when collecting is cheap: 1.6 GB resident for 330 MB live at
// 10,000 events. Growing by at most its live size again bounds that at about twice what is live.
// API_WORKERS processes inherit the options.
export const API_NODE_ARGS = ['--heap-growing-percent=100'];
