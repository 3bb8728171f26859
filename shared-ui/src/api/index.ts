export * from './auth.ts';
export * from './client.ts';
export * from './login.ts';
export * from './students.ts';
export * from './faculty.ts';
