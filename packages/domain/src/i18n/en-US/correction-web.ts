import type zh from '../zh-CN/correction-web.ts';

export default {
  'correctionWeb.title.apply': 'Online correction',
} satisfies Record<keyof typeof zh, string>;
