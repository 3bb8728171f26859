import { Type } from 'typebox';
import { email, requiredText, strictObject } from '../../shared/schemas.ts';

const password = Type.String({ minLength: 1, maxLength: 256 });

export const adminLoginBody = strictObject({ username: requiredText(100), password });
export const emailLoginBody = strictObject({ email, password });
export const changePasswordBody = strictObject({
  currentPassword: password,
  newPassword: Type.String({ minLength: 8, maxLength: 128 }),
});

const userRef = Type.Object({ id: Type.Integer(), type: Type.Enum(['admin', 'student', 'faculty']), name: Type.Optional(Type.String()) });

export const loginReply = Type.Object({ user: userRef, message: Type.String(), mustChangePassword: Type.Boolean() });
export const statusReply = Type.Object({
  isAuthenticated: Type.Boolean(),
  user: Type.Union([userRef, Type.Null()]),
  mustChangePassword: Type.Boolean(),
});
