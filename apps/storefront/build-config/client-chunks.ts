/**
 * How the browser build is cut into files. Left to itself the bundler made about 35 small shared
 * chunks that every first visit fetched, each paying a request and its headers on a slow link. Every
 * page needs the libraries and the layout (root route, store layout, client entry), so they go into
 * two files; code of one page or a few pages is still split by the bundler as it sees fit.
 */
export const clientChunkGroups = [
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|zustand)[\\/]/,
    priority: 20,
  },
  {
    // The layout's modules come along with it: groups take the static imports of what they capture.
    name: 'shell',
    test: /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/]store-layout\.tsx|i18n[\\/]catalogue[\\/]merge\.ts)|rolldown[\\/]runtime/,
    priority: 10,
  },
];
