import type { SandboxApp } from '../app.ts';
import { RESTORE_WINDOW_MS } from '../auth/authenticate.ts';
import { registeredRedirect } from '../auth/redirects.ts';
import { findOrCreateUser, issueCode, normalisePhone, PHONE_PATTERN } from '../domain/accounts.ts';
import { type Language, type LocalText, localise } from '../http/language.ts';
import { type Reply, redirect } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import { escapeHtml, layout, pageLanguage, safeRedirectUrl, sandboxPage } from './html.ts';

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });

const TEXT = {
  title: t('Кіру', 'Вход', 'Sign in', 'შესვლა'),
  testUsers: t('Тест пайдаланушылары', 'Тестовые пользователи', 'Test users', 'სატესტო მომხმარებლები'),
  byPhone: t('Телефон арқылы кіру', 'Вход по телефону', 'Sign in by phone', 'შესვლა ტელეფონით'),
  phone: t('Телефон нөмірі', 'Номер телефона', 'Phone number', 'ტელეფონის ნომერი'),
  phoneHint: t(
    'Мысалы +77010000009; жаңа нөмір жаңа пайдаланушы жасайды',
    'Например +77010000009; новый номер создаёт пользователя',
    'E.g. +77010000009; a new number creates a user',
    'მაგ. +77010000009; ახალი ნომერი ქმნის მომხმარებელს',
  ),
  name: t(
    'Аты (жаңа пайдаланушыға)',
    'Имя (для нового пользователя)',
    'Name (for a new user)',
    'სახელი (ახალი მომხმარებლისთვის)',
  ),
  byMail: t('Пошта арқылы кіру', 'Вход по почте', 'Sign in by e-mail', 'შესვლა ელფოსტით'),
  email: t('Электрондық пошта', 'Электронная почта', 'E-mail', 'ელფოსტა'),
  submit: t('Кіру', 'Войти', 'Sign in', 'შესვლა'),
  cancel: t('Бас тарту', 'Отмена', 'Cancel', 'გაუქმება'),
  deleted: t(
    'аккаунт жойылған, қалпына келтіруге болады',
    'аккаунт удалён, можно восстановить',
    'account deleted, can be restored',
    'ანგარიში წაშლილია, აღდგენადია',
  ),
  badParams: t(
    'client_id мен redirect_uri (http немесе https) қажет',
    'Нужны client_id и redirect_uri (http или https)',
    'client_id and redirect_uri (http or https) are required',
    'საჭიროა client_id და redirect_uri (http ან https)',
  ),
  unregistered: t(
    'Бұл redirect_uri осы client_id үшін тіркелмеген: кодты оған жіберуге болмайды',
    'Этот redirect_uri не зарегистрирован для этого client_id: код туда не отправляется',
    'This redirect_uri is not registered for this client_id: no code is sent there',
    'ეს redirect_uri ამ client_id-სთვის რეგისტრირებული არ არის: კოდი იქ არ იგზავნება',
  ),
  badPhone: t(
    'Телефонды +7... немесе +995... түрінде енгізіңіз',
    'Введите телефон в виде +7... или +995...',
    'Enter the phone as +7... or +995...',
    'შეიყვანეთ ტელეფონი +7... ან +995... ფორმით',
  ),
  noMail: t(
    'Бұл поштасы бар аккаунт жоқ',
    'Нет аккаунта с этой почтой',
    'No account has this e-mail',
    'ამ ელფოსტით ანგარიში არ არსებობს',
  ),
  mailDisabled: t(
    'Пошта арқылы кіру өшірулі',
    'Вход по почте отключён',
    'Sign-in by e-mail is disabled',
    'ელფოსტით შესვლა გამორთულია',
  ),
};

interface LoginParams {
  clientId: string;
  redirectUri: string;
  state: string;
  lang: Language;
  mailDisabled: boolean;
}

/** The login's parameters; 'unregistered' for a redirect_uri the client has not registered. */
function readParams(app: SandboxApp, url: URL, source: URLSearchParams): LoginParams | 'unregistered' | null {
  const clientId = (source.get('client_id') ?? '').trim();
  if (!clientId || !safeRedirectUrl(source.get('redirect_uri'))) return null;
  const redirectUri = registeredRedirect(app, url.origin, clientId, source.get('redirect_uri'));
  if (!redirectUri) return 'unregistered';
  return {
    clientId,
    redirectUri,
    state: source.get('state') ?? '',
    lang: pageLanguage(source.get('language')),
    mailDisabled: source.get('disable_mail_login') === 'true' || source.get('disable_mail_login') === '1',
  };
}

function backTo(params: LoginParams, query: Record<string, string>): Reply {
  const target = new URL(params.redirectUri);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  if (params.state) target.searchParams.set('state', params.state);
  return redirect(target.href);
}

function hiddenFields(params: LoginParams): string {
  const field = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return [
    field('client_id', params.clientId),
    field('redirect_uri', params.redirectUri),
    field('state', params.state),
    field('language', params.lang),
    field('disable_mail_login', String(params.mailDisabled)),
  ].join('');
}

function page(app: SandboxApp, params: LoginParams, error: string | null, status = 200): Reply {
  const { lang } = params;
  const now = app.clock.now();
  const users = app.sql
    .all<UserRow>("SELECT * FROM users WHERE phone NOT LIKE '%#purged%' ORDER BY id LIMIT 30")
    .filter((u) => u.deleted_at === null || now - u.deleted_at <= RESTORE_WINDOW_MS);
  const userButtons = users
    .map((u) => {
      const deleted = u.deleted_at === null ? '' : ` · ${localise(TEXT.deleted, lang)}`;
      return `<li><form method="post" action="/sandbox/login">${hiddenFields(params)}<input type="hidden" name="user_id" value="${u.id}">
  <button type="submit">${escapeHtml(`${u.name} ${u.surname}`.trim())} · ${escapeHtml(u.phone)}<span class="note">${escapeHtml(u.note + deleted)}</span></button></form></li>`;
    })
    .join('\n');
  const mail = params.mailDisabled
    ? ''
    : `<h2>${escapeHtml(localise(TEXT.byMail, lang))}</h2>
<form method="post" action="/sandbox/login">${hiddenFields(params)}
  <label for="email">${escapeHtml(localise(TEXT.email, lang))}</label>
  <input id="email" name="email" type="email" autocomplete="email" required>
  <div class="actions"><button type="submit" class="primary">${escapeHtml(localise(TEXT.submit, lang))}</button></div>
</form>`;
  const cancel = new URL(params.redirectUri);
  cancel.searchParams.set('error', 'access_denied');
  if (params.state) cancel.searchParams.set('state', params.state);
  const body = `
<h1>${escapeHtml(localise(TEXT.title, lang))}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<h2>${escapeHtml(localise(TEXT.testUsers, lang))}</h2>
<ul class="users">${userButtons}</ul>
<h2>${escapeHtml(localise(TEXT.byPhone, lang))}</h2>
<form method="post" action="/sandbox/login">${hiddenFields(params)}
  <label for="phone">${escapeHtml(localise(TEXT.phone, lang))}</label>
  <input id="phone" name="phone" type="tel" autocomplete="tel" required aria-describedby="phone-hint">
  <span id="phone-hint" class="note">${escapeHtml(localise(TEXT.phoneHint, lang))}</span>
  <label for="name">${escapeHtml(localise(TEXT.name, lang))}</label>
  <input id="name" name="name" type="text" autocomplete="given-name">
  <div class="actions"><button type="submit" class="primary">${escapeHtml(localise(TEXT.submit, lang))}</button></div>
</form>
${mail}
<p><a href="${escapeHtml(cancel.href)}">${escapeHtml(localise(TEXT.cancel, lang))}</a></p>`;
  return sandboxPage(app, status, layout(lang, localise(TEXT.title, lang), body), [params.redirectUri]);
}

/** GET /sandbox/login?client_id&redirect_uri&disable_mail_login&language&state: pick or create a test user. */
export function renderLoginPage(app: SandboxApp, url: URL): Reply {
  return loginOrRefusal(app, url, url.searchParams, (params) => page(app, params, null));
}

/** A refused login (missing or unregistered redirect) is a page in the guest's language, never a redirect. */
function loginOrRefusal(
  app: SandboxApp,
  url: URL,
  source: URLSearchParams,
  next: (params: LoginParams) => Reply,
): Reply {
  const params = readParams(app, url, source);
  if (params !== null && params !== 'unregistered') return next(params);
  const lang = pageLanguage(source.get('language'));
  const message = localise(params === 'unregistered' ? TEXT.unregistered : TEXT.badParams, lang);
  return sandboxPage(app, 400, layout(lang, localise(TEXT.title, lang), `<h1>${escapeHtml(message)}</h1>`));
}

/** POST /sandbox/login: signs in the chosen user and redirects to redirect_uri with code and state. */
export function submitLoginPage(app: SandboxApp, form: URLSearchParams, url: URL): Reply {
  return loginOrRefusal(app, url, form, (params) => signIn(app, form, params));
}

function signIn(app: SandboxApp, form: URLSearchParams, params: LoginParams): Reply {
  const now = app.clock.now();
  let user: UserRow | undefined;
  const userId = form.get('user_id');
  const phone = form.get('phone');
  const email = form.get('email');
  if (userId) {
    user = app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', Number(userId));
  } else if (phone !== null) {
    const normalised = normalisePhone(phone);
    if (!PHONE_PATTERN.test(normalised)) return page(app, params, localise(TEXT.badPhone, params.lang), 422);
    user = findOrCreateUser(
      app.sql,
      normalised,
      (form.get('name') ?? '').trim().slice(0, 60),
      params.lang,
      now,
    );
  } else if (email !== null) {
    if (params.mailDisabled) return page(app, params, localise(TEXT.mailDisabled, params.lang), 422);
    user = app.sql.get<UserRow>('SELECT * FROM users WHERE lower(email) = lower(?)', email.trim());
    if (!user) return page(app, params, localise(TEXT.noMail, params.lang), 422);
  }
  if (!user) return page(app, params, localise(TEXT.badPhone, params.lang), 422);
  const code = issueCode(app.sql, user.id, params.clientId, params.redirectUri, now);
  return backTo(params, { code });
}
