import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {
  signIn: 'Войти',
  signingIn: 'Выполняем вход…',
  required: {
    title: 'Войдите, чтобы продолжить',
    text: 'Заказы, профиль и бонусы доступны после входа',
  },
  phone: {
    continue: 'Продолжить с номером телефона из {{host}}',
    other: 'Войти другим способом',
  },
  errors: {
    notAuthorised: 'Пользователь не авторизован',
    code: 'Не удалось войти с этим кодом. Пожалуйста, войдите ещё раз.',
    trackId: 'Не удалось войти через приложение. Попробуйте ещё раз.',
  },
} satisfies CatalogueShape<typeof en>;
