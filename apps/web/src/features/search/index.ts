/** What the shell may use of search: the only way in from outside the folder. */
export { GlobalSearch } from './global-search.tsx';
