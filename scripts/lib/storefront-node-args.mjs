// Node options the storefront host runs with, in `npm start` and in the page benchmarks alike.
// Server rendering makes many short-lived objects per page; a 64 MB young generation (V8's default is
// 16 MB on 64-bit) lets most of them die before a scavenge has to copy them, which measured about a tenth
// less CPU a page (docs/decisions/0059-storefront-on-both-cores.md). Cluster hosts inherit the options.
export const STOREFRONT_NODE_ARGS = ['--max-semi-space-size=64'];
