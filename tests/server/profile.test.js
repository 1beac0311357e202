// Profile update (000 §4, §6): the edit_* flags refuse a change, never a field sent back as it
// was; the date of birth needs edit_date_of_birth to be set and change_date_of_birth as well to
// be changed once set, as the SDK's profile form has it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FINGERPRINT, get, lastMail, login, post, startServer } from './helpers.js';

const USER = '/api/v1/cognito/user';
const FLAGS = ['edit_name', 'edit_date_of_birth', 'change_date_of_birth', 'edit_emergency_contact'];

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(async () => {
  await api?.stop();
});
beforeEach(async () => {
  await post(api, '/dev/settings', Object.fromEntries(FLAGS.map((f) => [f, false])));
});

/** A new member without a date of birth, logged in: its access token. */
async function newMember() {
  await post(api, '/dev/settings', { ask_date_of_birth: false }); // the demo site asks for it at sign-up
  const email = `profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@venue.example`;
  const signup = { email, first_name: 'Pat', last_name: 'Racer', fingerprint: FINGERPRINT };
  expect((await post(api, `${USER}/registerLink`, signup)).status).toBe(200);
  const { code } = await lastMail(api, email);
  const pair = await get(api, `${USER}/loginRecoveryCode?email=${encodeURIComponent(email)}&code=${code}&fingerprint=${FINGERPRINT}`);
  return pair.body.access_token;
}

const update = (token, body) => post(api, `${USER}/update`, body, { token });

describe('profile update with the default flags (all off)', () => {
  it('saves the whole User record sent back as it was read', async () => {
    const { access_token: token } = await login(api);
    const me = (await get(api, `${USER}/authUser`, { token })).body;
    expect(me.date_of_birth).toBeTruthy();
    const res = await update(token, { ...me, mobile_phone: '0400 999 000' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ first_name: me.first_name, last_name: me.last_name, mobile_phone: '0400 999 000' });
  });

  it('accepts an unchanged name alone and refuses a changed one', async () => {
    const { access_token: token } = await login(api);
    const me = (await get(api, `${USER}/authUser`, { token })).body;
    expect((await update(token, { first_name: me.first_name })).status).toBe(200);
    expect((await update(token, { first_name: ` ${me.first_name} `, last_name: me.last_name })).status).toBe(200);
    const changed = await update(token, { last_name: `${me.last_name}x` });
    expect(changed.status).toBe(403);
    expect(changed.body).toMatchObject({ success: false, message: 'Names cannot be changed on this site', field: 'last_name' });
    expect((await get(api, `${USER}/authUser`, { token })).body.last_name).toBe(me.last_name);
  });
});

describe('date of birth', () => {
  it('cannot be set without edit_date_of_birth, even when empty', async () => {
    const token = await newMember();
    const res = await update(token, { date_of_birth: '1995-03-04' });
    expect(res.status).toBe(403);
    expect(res.body.field).toBe('date_of_birth');
    expect((await get(api, `${USER}/authUser`, { token })).body.date_of_birth).toBeNull();
  });

  it('is set when empty with edit_date_of_birth, then locked without change_date_of_birth', async () => {
    const token = await newMember();
    await post(api, '/dev/settings', { edit_date_of_birth: true });
    expect((await update(token, { date_of_birth: '1995-03-04' })).body.user.date_of_birth).toBe('1995-03-04');
    expect((await update(token, { date_of_birth: '1995-03-04' })).status).toBe(200);
    const again = await update(token, { date_of_birth: '1996-03-04' });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('The date of birth cannot be changed once set');
    await post(api, '/dev/settings', { change_date_of_birth: true });
    expect((await update(token, { date_of_birth: '1996-03-04' })).body.user.date_of_birth).toBe('1996-03-04');
  });

  it('is not changed by change_date_of_birth alone', async () => {
    const token = await newMember();
    await post(api, '/dev/settings', { edit_date_of_birth: true });
    await update(token, { date_of_birth: '1995-03-04' });
    await post(api, '/dev/settings', { edit_date_of_birth: false, change_date_of_birth: true });
    expect((await update(token, { date_of_birth: '1997-01-02' })).status).toBe(403);
    expect((await get(api, `${USER}/authUser`, { token })).body.date_of_birth).toBe('1995-03-04');
  });
});
