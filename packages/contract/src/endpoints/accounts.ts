import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const accountsEndpoints = defineEndpoints('accounts', {
  login: {
    method: 'POST',
    path: '/accounts/login/',
    summary: '로그인: 아이디(또는 이메일)와 비밀번호로 토큰을 받습니다.',
    access: 'public',
    schemas: load((s) => ({ body: s.loginInput, response: s.loginOutput })),
  },
  refresh: {
    method: 'POST',
    path: '/accounts/login/refresh/',
    summary: '토큰 갱신: 갱신 토큰을 새 쌍으로 바꿉니다. 사용한 토큰을 다시 내면 그 로그인 전체가 끊깁니다.',
    access: 'public',
    schemas: load((s) => ({ body: s.refreshInput, response: s.tokenPair })),
  },
  logout: {
    method: 'POST',
    path: '/accounts/logout/',
    summary: '로그아웃: 이 로그인의 모든 토큰을 폐기합니다.',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.emptyBody, response: null })),
  },
  me: {
    method: 'GET',
    path: '/accounts/me/',
    summary: '내 정보',
    access: 'signed-in',
    schemas: load((s) => ({ response: s.profile })),
  },
  changePassword: {
    method: 'POST',
    path: '/accounts/password/',
    summary: '비밀번호 변경: 현재 비밀번호 확인 후 바꾸고, 이 로그인을 뺀 다른 로그인을 모두 끊습니다.',
    access: 'signed-in',
    schemas: load((s) => ({ body: s.changePasswordInput, response: null })),
  },
  sendErpRefresh: {
    method: 'POST',
    path: '/accounts/erp/send-refresh/',
    summary: 'LUMINA에 로그인 갱신을 요청합니다.',
    access: 'signed-in',
    schemas: load((s) => ({ response: null })),
  },
});
