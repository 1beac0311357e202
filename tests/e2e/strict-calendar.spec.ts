import { expectDialogWholeAfterHover, findEnterableEvent } from './calendar-helpers';
import { expect, strictApi, strictPages, test } from './strict-helpers';

/** The calendar against a back end that answers exactly the contract (001 §3: a calendar item is id, title, start, end and colours). */
test.describe('strict: <venue-calendar>', () => {
  test("the dialog of a future event open for entry shows its description and 'Enter Event', and keeps its height", async ({
    page,
    request,
  }) => {
    const { item, event } = await findEnterableEvent(request, strictApi());
    expect(Object.keys(item).sort(), 'the strict back end sends a calendar item as 001 §3 lists it').toEqual(
      ['backgroundColor', 'end', 'id', 'start', 'textColor', 'title'].filter((k) => k in item).sort(),
    );
    expect(item).not.toHaveProperty('description');
    await page.goto(`${strictPages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    const dialog = await expectDialogWholeAfterHover(page, cal, item, event);
    await expect(dialog.locator('h2')).toHaveText(item.title);
  });

  test("the agenda's venue labels are the legend's venues of the items' colours", async ({ page }) => {
    await page.goto(`${strictPages()}/tests/browser/fixtures/calendar.html`);
    const cal = page.locator('#main');
    await expect(cal.locator('[part~=legend] li').first()).toBeVisible();
    await expect(cal.locator('[part~=event] .venue').first()).toBeVisible();
    const legend = await cal.locator('[part~=legend] li').allTextContents();
    const labels = await cal.locator('[part~=event] .venue').allTextContents();
    for (const label of labels) expect(legend).toContain(label);
  });
});
