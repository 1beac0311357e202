import { expect, test, type Page } from '@playwright/test';
import { mount } from './harness';

const host = (page: Page) => page.locator('ui-test');
const values = async (page: Page) => JSON.parse((await host(page).locator('#values').textContent()) ?? '{}');

test.describe('Button', () => {
  test('busy: a second click or Enter never submits twice, focus stays', async ({ page }) => {
    const { console } = await mount(page, '<ui-test scene="button"></ui-test>');
    const submit = host(page).getByRole('button', { name: 'Send message' });
    await expect(submit).toHaveAttribute('part', 'button');
    await submit.dblclick();
    await expect(host(page).locator('#submits')).toHaveText('1');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit.locator('.button-spinner')).toBeVisible();
    await submit.click({ force: true });
    await host(page).getByRole('textbox', { name: 'Query' }).press('Enter');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(host(page).locator('#submits')).toHaveText('1');
    expect(await page.evaluate(() => document.querySelector('ui-test')!.shadowRoot!.activeElement?.id)).toBe('submit');
    await host(page).getByRole('button', { name: 'Reset' }).click();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submit.click();
    await expect(host(page).locator('#submits')).toHaveText('2');
    expect(console).toEqual([]);
  });

  test('a click whose handler returns a promise is busy until it settles', async ({ page }) => {
    await mount(page, '<ui-test scene="button"></ui-test>');
    const pay = host(page).locator('#async');
    await pay.click();
    await pay.click({ force: true });
    await pay.click({ force: true });
    await expect(host(page).locator('#async-clicks')).toHaveText('1');
    await expect(pay).toHaveAttribute('data-busy', 'true');
    await page.evaluate(() => (window as unknown as { finish: () => void }).finish());
    await expect(pay).not.toHaveAttribute('data-busy');
    await pay.click();
    await expect(host(page).locator('#async-clicks')).toHaveText('2');
  });
});

test.describe('Field', () => {
  test('required asterisk reads Required; the error is linked and marks the input invalid', async ({ page }) => {
    await mount(page, '<ui-test scene="field"></ui-test>');
    const name = host(page).getByRole('textbox', { name: 'Name Required' });
    await expect(name).toHaveAttribute('required', '');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('part', 'input');
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(host(page).locator('.field-required').first()).toHaveAttribute('title', 'Required');
    await name.fill('Ada');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).not.toHaveAttribute('aria-describedby');
    await expect(host(page).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We never share it.');
    await expect(host(page).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(host(page).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
  });

  test('number bounds and percent', async ({ page }) => {
    await mount(page, '<ui-test scene="field"></ui-test>');
    const age = host(page).getByRole('spinbutton', { name: 'Age' });
    await expect(age).toHaveAttribute('min', '16');
    await expect(age).toHaveAttribute('max', '99');
    await age.fill('120');
    expect(await age.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
    const discount = host(page).getByRole('spinbutton', { name: 'Discount' });
    await expect(discount).toHaveAttribute('max', '100');
  });

  test('password: reveal toggle and a suggested 8-character password', async ({ page }) => {
    await mount(page, '<ui-test scene="field"></ui-test>');
    const password = host(page).getByLabel('Password', { exact: true });
    await password.fill('secret99');
    await expect(password).toHaveAttribute('type', 'password');
    const reveal = host(page).getByRole('button', { name: 'Show password' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await reveal.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(host(page).getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await host(page).getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await host(page).getByRole('button', { name: 'Suggest a password' }).click();
    const suggested = (await values(page)).password as string;
    expect(suggested).toMatch(/^[A-Za-z0-9]{8}$/);
    await expect(password).toHaveValue(suggested);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(host(page).getByRole('status')).toHaveText(`Suggested password: ${suggested}`);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await password.fill('mine1234');
    await expect(host(page).getByRole('status')).toHaveText('');
  });

  test('masks: digits, letters, literals, the date mask and editing in the middle', async ({ page }) => {
    await mount(page, '<ui-test scene="field"></ui-test>');
    const phone = host(page).getByRole('textbox', { name: 'Phone' });
    await phone.pressSequentially('04a12345678999');
    await expect(phone).toHaveValue('0412 345 678');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');

    const date = host(page).getByRole('textbox', { name: 'Date of birth' });
    await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await date.pressSequentially('4');
    await expect(date).toHaveValue('');
    await date.pressSequentially('3');
    await expect(date).toHaveValue('3');
    await date.pressSequentially('1');
    await expect(date).toHaveValue('31');
    await date.pressSequentially('2');
    await expect(date).toHaveValue('31');
    await date.pressSequentially('1');
    await expect(date).toHaveValue('31/1');
    await date.pressSequentially('2');
    await expect(date).toHaveValue('31/12');
    await date.pressSequentially('3');
    await expect(date).toHaveValue('31/12');
    await date.pressSequentially('19999');
    await expect(date).toHaveValue('31/12/1999');
    expect((await values(page)).date).toBe('31/12/1999');
    await date.press('Backspace');
    await expect(date).toHaveValue('31/12/199');
    await date.press('Backspace');
    await date.press('Backspace');
    await date.press('Backspace');
    await expect(date).toHaveValue('31/12/');
    await date.press('Backspace');
    await expect(date).toHaveValue('31/12');

    const plate = host(page).getByRole('textbox', { name: 'Plate' });
    await plate.pressSequentially('ab1cd2e3');
    await expect(plate).toHaveValue('abc-d2e');

    // Typing in the middle keeps the caret where it was: "0412 345 678" → insert 9 after "04".
    await phone.fill('');
    await phone.pressSequentially('041234567');
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
    await phone.press('9');
    await expect(phone).toHaveValue('0491 234 567');
    expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  });

  test('pasting formatted text fits the mask', async ({ page }) => {
    await mount(page, '<ui-test scene="field"></ui-test>');
    const date = host(page).getByRole('textbox', { name: 'Date of birth' });
    await date.fill('05-12-2024');
    await expect(date).toHaveValue('05/12/2024');
  });
});

test.describe('Select', () => {
  test('a blank "-- Select --" prompt first, and an unknown value is reset to empty', async ({ page }) => {
    await mount(page, '<ui-test scene="select" initial="Go-karts"></ui-test>');
    const select = host(page).getByRole('combobox', { name: 'Event type Required' });
    await expect(host(page).locator('#select-value')).toHaveText('""');
    await expect(select).toHaveValue('');
    await expect(select.locator('option').first()).toHaveText('-- Select --');
    await select.selectOption('Drags');
    await expect(host(page).locator('#select-value')).toHaveText('"Drags"');
    await select.selectOption({ label: 'Motorbike' });
    await expect(host(page).locator('#select-value')).toHaveText('"x"');
    const theme = host(page).getByRole('combobox', { name: 'Theme' });
    await expect(theme.locator('option')).toHaveCount(2);
    await expect(theme).toHaveValue('2');
  });

  test('a known value is kept', async ({ page }) => {
    await mount(page, '<ui-test scene="select" initial="Drags"></ui-test>');
    await expect(host(page).getByRole('combobox', { name: 'Event type' })).toHaveValue('Drags');
    await expect(host(page).locator('#select-value')).toHaveText('"Drags"');
  });
});

test.describe('Checkbox', () => {
  test('stores 1 when ticked and 0 when not; label toggles it; error is linked', async ({ page }) => {
    await mount(page, '<ui-test scene="checkbox"></ui-test>');
    const box = host(page).getByRole('checkbox', { name: 'Main track' });
    await expect(host(page).locator('#checkbox-value')).toHaveText('0');
    await box.check();
    await expect(host(page).locator('#checkbox-value')).toHaveText('1');
    await host(page).getByText('Main track').click();
    await expect(host(page).locator('#checkbox-value')).toHaveText('0');
    await expect(box).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(host(page).locator('#checkbox-value')).toHaveText('1');
    const terms = host(page).getByRole('checkbox', { name: 'I accept the terms Required' });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('Please accept the terms');
  });
});

test.describe('ProgressBar', () => {
  test('appears while active (after a short delay), shows known progress, fills and goes', async ({ page }) => {
    await mount(page, '<ui-test scene="progress"></ui-test>');
    const bar = host(page).getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveCount(0);
    await host(page).locator('#start').click();
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('part', 'progress');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const box = await bar.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, height: 3 });
    await host(page).locator('#half').click();
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await host(page).locator('#stop').click();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveCount(0);
  });

  test('a request that finishes at once never shows it', async ({ page }) => {
    await mount(page, '<ui-test scene="progress"></ui-test>');
    await expect(host(page).locator('#start')).toBeVisible();
    await host(page).evaluate((el) => {
      const root = el.shadowRoot!;
      (root.getElementById('start') as HTMLButtonElement).click();
      setTimeout(() => (root.getElementById('stop') as HTMLButtonElement).click(), 20);
    });
    await page.waitForTimeout(400);
    await expect(host(page).getByRole('progressbar')).toHaveCount(0);
  });

  test('without a delay (the site’s navigation), it shows from the render that starts it, however soon it ends', async ({ page }) => {
    await mount(page, '<ui-test scene="progress-now"></ui-test>');
    await expect(host(page).locator('#start')).toBeVisible();
    const shown = await host(page).evaluate(async (el) => {
      const root = el.shadowRoot!;
      let seen = false;
      const watch = new MutationObserver(() => (seen ||= Boolean(root.querySelector('[role=progressbar]'))));
      watch.observe(root, { childList: true, subtree: true });
      (root.getElementById('start') as HTMLButtonElement).click();
      // React commits the click's update in a microtask; the next click ends it before any timer runs.
      await Promise.resolve();
      (root.getElementById('stop') as HTMLButtonElement).click();
      await new Promise((done) => setTimeout(done, 100));
      watch.disconnect();
      return seen;
    });
    expect(shown).toBe(true);
    await expect(host(page).getByRole('progressbar')).toHaveCount(0);
  });
});
