// The MFA section of the console's sign-in experience screen, in Chromium as an administrator uses
// it (desktop and phone): the server's refusal (backup codes alone) beside the factors, then a
// policy saved and read back through GraphQL; no serious or critical axe violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, hasChromium, startConsole, type ConsoleHarness, type ConsolePage } from './helpers/console-browser.js';

describe.skipIf(!hasChromium)('console MFA policy', { timeout: 120_000 }, () => {
  let harness: ConsoleHarness;
  let admin: ConsolePage;
  let phone: ConsolePage;

  beforeAll(async () => {
    harness = await startConsole();
    admin = await harness.signIn();
    phone = await harness.signIn(harness.admin, PHONE);
    admin.page.setDefaultTimeout(10_000);
  });
  afterAll(async () => {
    await admin?.context.close();
    await phone?.context.close();
    await harness?.stop();
  });

  const mfa = async () =>
    (await harness.app.graphql<any>('{ signInExperience { mfa { factors policy organizationRequiredMfaPolicy administratorsRequired } } }')).data
      .signInExperience.mfa;

  it('sets the factors and the policy, with the server’s refusal beside the factors', async () => {
    const { page } = admin;
    await harness.open(page, '/sign-in-experience');
    const totp = page.getByRole('checkbox', { name: 'Authenticator app (TOTP)' });
    await expect.poll(() => totp.isChecked()).toBe(true);
    await totp.uncheck();
    await page.getByRole('checkbox', { name: 'Passkey' }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    // Beside the factors: the group's error, which the group is described by.
    const group = page.getByRole('group', { name: /Factors allowed/ });
    const refusal = page.getByText('Backup codes cannot be the only MFA factor.');
    await refusal.waitFor();
    await harness.screenshot(page, 'sign-in-experience-mfa-refused');
    expect(await group.getAttribute('aria-describedby')).toContain(await refusal.getAttribute('id'));
    expect(await mfa()).toMatchObject({ factors: ['Totp', 'WebAuthn', 'BackupCode'] });

    await totp.check();
    await page.getByRole('combobox', { name: 'Policy' }).click();
    await page.getByRole('option', { name: 'Required for everyone', exact: true }).click();
    await page.getByRole('switch', { name: /Console administrators must have a second factor/ }).check();
    await page.getByRole('switch', { name: /Members of an organization that requires MFA/ }).uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect
      .poll(mfa)
      .toEqual({ factors: ['BackupCode', 'Totp'], policy: 'Mandatory', organizationRequiredMfaPolicy: 'NoPrompt', administratorsRequired: true });
    await harness.screenshot(page, 'sign-in-experience-mfa');
    expect(await harness.seriousAccessibilityViolations(page)).toEqual([]);

    // The phone layout shows the saved policy.
    await harness.open(phone.page, '/sign-in-experience');
    await expect.poll(() => phone.page.getByRole('combobox', { name: 'Policy' }).inputValue()).toBe('Required for everyone');
    await harness.screenshot(phone.page, 'sign-in-experience-mfa-phone');
    expect(await harness.seriousAccessibilityViolations(phone.page)).toEqual([]);
  });
});
