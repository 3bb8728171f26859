export { DemoSeeder } from './DemoSeeder.ts';
