// @vitest-environment jsdom
/** Every language switches the interface: zh-cn showed English labels (i18next's "zh-CN"). */
import { describe, expect, it } from 'vitest';
import zh from '../../locales/zh-cn.json';
import { changeLanguage, i18next, initI18n } from './i18n';

describe('switching the language', () => {
  it('shows Simplified Chinese labels for zh-cn, and English again for en', async () => {
    await initI18n();
    expect(await changeLanguage('zh-cn', { persist: false })).toBe(true);
    expect(i18next.t('routes.book_info')).toBe(zh.routes.book_info);
    expect(i18next.t('routes.book_info')).not.toBe('Book info');
    expect(document.documentElement.lang).toBe('zh-cn');
    await changeLanguage('en', { persist: false });
    expect(i18next.t('routes.book_info')).toBe('Book info');
  });
});
