import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from '../../src/api/site';

describe('site settings', () => {
  it('default to the spec: everything off except show_back_to_top, isEcommerce false, payment_to_user_id 1', () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      show_back_to_top: true,
      isEcommerce: false,
      payment_to_user_id: 1,
      code_only: false,
      google: false,
      ask_date_of_birth: false,
    });
    expect(s.club_additional_member_label).toBe('Partner Name');
    expect(s.allow_custom_amounts).toBe(true);
  });

  it('read flags from the domain record or its nested groups, coercing 1/0 and strings', () => {
    const s = readSettings({
      name: 'Lakeside',
      settings: { code_only: 1, edit_name: 'true' },
      template_variables: { amounts: '25|50', allow_custom_amounts: 0 },
    });
    expect(s).toMatchObject({ name: 'Lakeside', code_only: true, edit_name: true, amounts: '25|50', allow_custom_amounts: false });
    expect(Object.keys(s).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });
});
