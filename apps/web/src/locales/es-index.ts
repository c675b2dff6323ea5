/** Spanish: the words every screen shares, and each feature's file, one chunk each (decision 065). */
export { default as shared } from './es.json';
export const features = import.meta.glob<{ default: object }>('./*.json', { base: './es' });
