import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/debugbar.ts';

export default {
  button: 'Отладка',
  title: 'Панель отладки',
  tabs: {
    console: 'Консоль',
    network: 'Сеть',
  },
  noLogs: 'Нет записей',
  noRequests: 'Нет запросов',
  pending: 'Ожидание',
  headers: 'Заголовки',
  body: 'Тело',
  response: 'Ответ',
  copy: 'Копировать',
  copied: 'Скопировано',
  clearRequests: 'Очистить запросы',
  columns: {
    status: 'Статус',
    time: 'Время',
    method: 'Метод',
    url: 'Адрес',
    query: 'Параметры',
  },
  duration: '{{ms}} мс',
} satisfies CatalogueShape<typeof en>;
