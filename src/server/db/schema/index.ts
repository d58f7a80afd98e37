export * from './foundation';
