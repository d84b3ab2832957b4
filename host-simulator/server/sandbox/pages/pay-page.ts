import type { SandboxApp } from '../app.ts';
import type { BillRow, TableRow } from '../domain/bills.ts';
import { toMajor } from '../domain/money.ts';
import { getOrder } from '../domain/order-lifecycle.ts';
import { paymentByTrack, type PaymentRow } from '../domain/payments.ts';
import { settlePayment } from '../domain/settle-payment.ts';
import { type Language, type LocalText, localise, localiseJson } from '../http/language.ts';
import { type Reply, redirect } from '../http/reply.ts';
import { allowedPayReturn } from '../auth/redirects.ts';
import { escapeHtml, formatMoney, layout, pageLanguage, sandboxPage } from './html.ts';

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });

const TEXT = {
  title: t('Төлем', 'Оплата', 'Payment', 'გადახდა'),
  merchant: t('Мекеме', 'Заведение', 'Merchant', 'მოვაჭრე'),
  purpose: t('Не үшін', 'За что', 'For', 'დანიშნულება'),
  amount: t('Сома', 'Сумма', 'Amount', 'თანხა'),
  method: t('Тәсіл', 'Способ', 'Method', 'მეთოდი'),
  card: t('Банк картасы', 'Банковская карта', 'Bank card', 'საბანკო ბარათი'),
  testCard: t('Тест картасы', 'Тестовая карта', 'Test card', 'სატესტო ბარათი'),
  cardOk: t('Төлейтін карта', 'Карта, которая платит', 'A card that pays', 'ბარათი, რომელიც იხდის'),
  cardDeclined: t('Бас тартылатын карта', 'Карта с отказом', 'A card that is declined', 'უარყოფილი ბარათი'),
  pay: t('Төлеу', 'Оплатить', 'Pay', 'გადახდა'),
  cancel: t('Бас тарту', 'Отменить', 'Cancel', 'გაუქმება'),
  order: t('Тапсырыс №', 'Заказ №', 'Order No. ', 'შეკვეთა №'),
  bill: t('Шот, үстел ', 'Счёт, стол ', 'Bill, table ', 'ანგარიში, მაგიდა '),
  tip: t('Даяшыға шайпұл', 'Чаевые официанту', 'Tip for the waiter', 'გასამრჯელო მიმტანს'),
  notFound: t('Төлем табылмады', 'Платёж не найден', 'Payment not found', 'გადახდა ვერ მოიძებნა'),
  paid: t('Төленді', 'Оплачено', 'Paid', 'გადახდილია'),
  declined: t('Төлем қабылданбады', 'Оплата отклонена', 'The payment was declined', 'გადახდა უარყოფილია'),
  canceled: t('Төлем тоқтатылды', 'Оплата отменена', 'The payment was canceled', 'გადახდა გაუქმდა'),
  expired: t('Төлем уақыты өтті', 'Время оплаты истекло', 'The payment has expired', 'გადახდის დრო ამოიწურა'),
  continue: t('Жалғастыру', 'Продолжить', 'Continue', 'გაგრძელება'),
  badParams: t(
    'Сілтеме қате',
    'Неверная ссылка оплаты',
    'The payment link is wrong',
    'გადახდის ბმული არასწორია',
  ),
  badReturn: t(
    'Қайту мекенжайына рұқсат жоқ: төлем тек мини-қосымшаға қайтарады',
    'Адрес возврата не разрешён: оплата возвращает только в мини-приложение',
    'The return address is not allowed: payment returns to the mini-app only',
    'დაბრუნების მისამართი დაუშვებელია: გადახდა მხოლოდ მინი-აპლიკაციაში ბრუნდება',
  ),
  sandbox: t(
    'Құмсалғыш: нақты ақша жоқ',
    'Песочница: без реальных денег',
    'Sandbox: no real money moves',
    'ქვიშის ყუთი: რეალური ფული არ გადაირიცხება',
  ),
};

const WALLETS: Record<string, string> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  kaspi: 'Kaspi',
  card: 'Card',
};

function purposeOf(
  app: SandboxApp,
  payment: PaymentRow,
  lang: Language,
): { merchant: string; purpose: string } {
  if (payment.kind === 'order') {
    const order = getOrder(app.sql, payment.target_id);
    const filial = order
      ? app.sql.get<{ title: string }>('SELECT title FROM filials WHERE id = ?', order.filial_id)
      : undefined;
    return {
      merchant: filial ? localiseJson(filial.title, lang) : '',
      purpose: `${localise(TEXT.order, lang)}${order?.number ?? payment.target_id}`,
    };
  }
  if (payment.kind === 'bill') {
    const bill = app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ?', payment.target_id);
    const table = bill
      ? app.sql.get<TableRow>('SELECT * FROM restaurant_tables WHERE id = ?', bill.table_id)
      : undefined;
    const filial = bill
      ? app.sql.get<{ title: string }>('SELECT title FROM filials WHERE id = ?', bill.filial_id)
      : undefined;
    return {
      merchant: filial ? localiseJson(filial.title, lang) : '',
      purpose: `${localise(TEXT.bill, lang)}${table?.number ?? ''}`,
    };
  }
  const waiter = app.sql.get<{ name: string; filial_id: number }>(
    'SELECT name, filial_id FROM waiters WHERE id = ?',
    payment.target_id,
  );
  const filial = waiter
    ? app.sql.get<{ title: string }>('SELECT title FROM filials WHERE id = ?', waiter.filial_id)
    : undefined;
  return {
    merchant: filial ? localiseJson(filial.title, lang) : '',
    purpose: `${localise(TEXT.tip, lang)}${waiter ? ` · ${waiter.name}` : ''}`,
  };
}

function messagePage(
  app: SandboxApp,
  lang: Language,
  status: number,
  heading: string,
  link: string | null,
): Reply {
  const action = link
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(localise(TEXT.continue, lang))}</a></p>`
    : '';
  return sandboxPage(app, status, layout(lang, heading, `<h1>${escapeHtml(heading)}</h1>${action}`));
}

function stateHeading(payment: PaymentRow): LocalText {
  return {
    paid: TEXT.paid,
    declined: TEXT.declined,
    canceled: TEXT.canceled,
    expired: TEXT.expired,
    pending: TEXT.title,
  }[payment.status];
}

/**
 * GET /sandbox/pay: the hosted payment page with the query of docs/contract/screens.md#hosted-payment-page (track_id, paymentUrl, environment,
 * sucessUrl (spelled so), failureUrl, displayType, language). Pay and Cancel post back to it.
 */
export function renderPayPage(app: SandboxApp, url: URL): Reply {
  const q = url.searchParams;
  const lang = pageLanguage(q.get('language'));
  const trackId = q.get('track_id') ?? '';
  const environment = q.get('environment') ?? 'stage';
  const success = allowedPayReturn(app, url.origin, q.get('sucessUrl'));
  const failure = allowedPayReturn(app, url.origin, q.get('failureUrl'));
  if ((q.get('sucessUrl') && !success) || (q.get('failureUrl') && !failure)) {
    return messagePage(app, lang, 400, localise(TEXT.badReturn, lang), null);
  }
  if (!trackId || (environment !== 'stage' && environment !== 'production')) {
    return messagePage(app, lang, 400, localise(TEXT.badParams, lang), null);
  }
  app.progressOrders();
  const payment = paymentByTrack(app.sql, trackId);
  if (!payment) return messagePage(app, lang, 404, localise(TEXT.notFound, lang), failure);
  if (payment.status !== 'pending') {
    return messagePage(
      app,
      lang,
      409,
      localise(stateHeading(payment), lang),
      payment.status === 'paid' ? success : failure,
    );
  }
  const { merchant, purpose } = purposeOf(app, payment, lang);
  const displayType = q.get('displayType');
  const method = displayType ? (WALLETS[displayType] ?? displayType) : localise(TEXT.card, lang);
  const hidden = (name: string, value: string | null) =>
    value === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const body = `
<h1>${escapeHtml(localise(TEXT.title, lang))}</h1>
<p><span class="badge">${escapeHtml(localise(TEXT.sandbox, lang))} · ${escapeHtml(environment)}</span></p>
<dl>
  <dt>${escapeHtml(localise(TEXT.merchant, lang))}</dt><dd>${escapeHtml(merchant)}</dd>
  <dt>${escapeHtml(localise(TEXT.purpose, lang))}</dt><dd>${escapeHtml(purpose)}</dd>
  <dt>${escapeHtml(localise(TEXT.amount, lang))}</dt><dd data-testid="amount">${escapeHtml(formatMoney(toMajor(payment.amount), payment.currency))}</dd>
  <dt>${escapeHtml(localise(TEXT.method, lang))}</dt><dd>${escapeHtml(method)}</dd>
</dl>
<form method="post" action="/sandbox/pay">
  ${hidden('track_id', trackId)}${hidden('sucessUrl', success)}${hidden('failureUrl', failure)}${hidden('language', lang)}
  <fieldset>
    <legend>${escapeHtml(localise(TEXT.testCard, lang))}</legend>
    <label><input type="radio" name="card" value="ok" checked> ${escapeHtml(localise(TEXT.cardOk, lang))} (4242 4242 4242 4242)</label>
    <label><input type="radio" name="card" value="declined"> ${escapeHtml(localise(TEXT.cardDeclined, lang))} (4000 0000 0000 0002)</label>
  </fieldset>
  <div class="actions">
    <button type="submit" class="primary" name="action" value="pay">${escapeHtml(localise(TEXT.pay, lang))}</button>
    <button type="submit" name="action" value="cancel">${escapeHtml(localise(TEXT.cancel, lang))}</button>
  </div>
</form>`;
  return sandboxPage(app, 200, layout(lang, `${localise(TEXT.title, lang)} · ${purpose}`, body), [
    success,
    failure,
  ]);
}

/** POST /sandbox/pay: settles the payment and sends the browser to sucessUrl or failureUrl. */
export function submitPayPage(app: SandboxApp, form: URLSearchParams, url: URL): Reply {
  const lang = pageLanguage(form.get('language'));
  const trackId = form.get('track_id') ?? '';
  const success = allowedPayReturn(app, url.origin, form.get('sucessUrl'));
  const failure = allowedPayReturn(app, url.origin, form.get('failureUrl'));
  // Checked before settling: a forged form must neither move the payment nor send the guest away.
  if ((form.get('sucessUrl') && !success) || (form.get('failureUrl') && !failure))
    return messagePage(app, lang, 400, localise(TEXT.badReturn, lang), null);
  const action = form.get('action');
  if (action !== 'pay' && action !== 'cancel')
    return messagePage(app, lang, 400, localise(TEXT.badParams, lang), null);
  const outcome = action === 'cancel' ? 'canceled' : form.get('card') === 'declined' ? 'declined' : 'paid';
  const result = settlePayment(app, trackId, outcome);
  if (!result.ok) {
    if (result.reason === 'unknown')
      return messagePage(app, lang, 404, localise(TEXT.notFound, lang), failure);
    const payment = result.payment as PaymentRow;
    return messagePage(
      app,
      lang,
      409,
      localise(stateHeading(payment), lang),
      payment.status === 'paid' ? success : failure,
    );
  }
  const target = outcome === 'paid' ? success : failure;
  if (target) return redirect(target);
  return messagePage(
    app,
    lang,
    200,
    localise(outcome === 'paid' ? TEXT.paid : outcome === 'declined' ? TEXT.declined : TEXT.canceled, lang),
    null,
  );
}
