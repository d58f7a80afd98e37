import { expect, test } from '@playwright/test';
import {
  ADMIN,
  atPath,
  chooseLanguage,
  loginField,
  passwordField,
  serverMessage,
  submitButton,
  texts,
  toast,
} from './support';

test.describe('login page', () => {
  test('welcomes the user with the tagline and the sign-in page title', { tag: '@base-path' }, async ({
    page,
  }) => {
    await page.goto('login');
    await expect(page.getByRole('heading', { level: 1, name: texts.ru.login.welcome })).toBeVisible();
    await expect(page.getByText('Простые решения для сложных задач')).toBeVisible();
    await expect(page).toHaveTitle(`АИС1 · ${texts.ru.login.tabTitle}`);
    await expect(page.getByRole('radiogroup', { name: texts.ru.language.label })).toBeVisible();
  });

  test('wrong credentials show the server message, right ones open the shell', { tag: '@base-path' }, async ({
    page,
    baseURL,
  }) => {
    const wrong = { login: ADMIN.login, password: 'not-the-password' };
    const expected = await serverMessage(page, 'auth/login', 'ru', wrong);

    await page.goto('login');
    await loginField(page).fill(wrong.login);
    await passwordField(page).fill(wrong.password);
    await submitButton(page).click();
    await expect(toast(page, expected)).toBeVisible();
    await expect(page).toHaveURL(atPath(baseURL, 'login'));

    await passwordField(page).fill(ADMIN.password);
    await submitButton(page).click();
    await expect(page).toHaveURL(atPath(baseURL, 'educational'));
    await expect(page.getByRole('navigation', { name: texts.ru.shell.menu })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: texts.ru.routes.educational })).toBeVisible();
  });

  test('login and password are trimmed before they are sent', async ({ page, baseURL }) => {
    await page.goto('login');
    const sent = page.waitForRequest((request) => request.url().includes('/api/v1/auth/login'));
    await loginField(page).fill(`  ${ADMIN.login}  `);
    await passwordField(page).fill(` ${ADMIN.password}\t`);
    await submitButton(page).click();
    expect((await sent).postDataJSON()).toEqual(ADMIN);
    await expect(page).toHaveURL(atPath(baseURL, 'educational'));
  });

  test('a login shorter than 2 characters after trimming is refused in the form', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/login')) calls.push(request.url());
    });
    await page.goto('login');
    await loginField(page).fill('  a ');
    await passwordField(page).fill('whatever');
    await submitButton(page).click();
    await expect(page.getByText('Логин не может быть меньше 2 символов')).toBeVisible();
    await expect(loginField(page)).toHaveAttribute('aria-invalid', 'true');

    // The message follows the language, and the form never sent the call.
    await chooseLanguage(page, 'En');
    await expect(page.getByText('Login cannot be shorter than 2 characters')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('the server refuses a short login with the same words', async ({ page }) => {
    const message = await serverMessage(page, 'auth/login', 'ru', { login: ' a ', password: 'x' });
    expect(message).toBe('Логин не может быть меньше 2 символов');
  });
});
