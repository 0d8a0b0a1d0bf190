import { changePasswordInput, loginInput, loginOutput, profile, refreshInput, tokenPair } from '@portal/contract';
import { z } from 'zod';
import type { Router } from '../../http/route';
import type { AccountsService } from './service';

export function accountsRoutes(router: Router, service: AccountsService) {
  router.route({
    method: 'POST',
    url: '/accounts/login/',
    summary: '로그인: 아이디(또는 이메일)와 비밀번호로 토큰을 받습니다.',
    tag: 'accounts',
    access: 'public',
    body: loginInput,
    response: loginOutput,
    handler: ({ body, req }) => service.login(body, req.ip),
  });
  router.route({
    method: 'POST',
    url: '/accounts/login/refresh/',
    summary: '토큰 갱신: 갱신 토큰을 새 쌍으로 바꿉니다. 사용한 토큰을 다시 내면 그 로그인 전체가 끊깁니다.',
    tag: 'accounts',
    access: 'public',
    body: refreshInput,
    response: tokenPair,
    handler: ({ body }) => service.refresh(body.refresh),
  });
  router.route({
    method: 'POST',
    url: '/accounts/logout/',
    summary: '로그아웃: 이 로그인의 모든 토큰을 폐기합니다.',
    tag: 'accounts',
    access: 'signed-in',
    body: z.object({}).optional(),
    response: null,
    handler: ({ caller }) => service.logout(caller),
  });
  router.route({
    method: 'GET',
    url: '/accounts/me/',
    summary: '내 정보',
    tag: 'accounts',
    access: 'signed-in',
    response: profile,
    handler: ({ caller }) => service.me(caller),
  });
  router.route({
    method: 'POST',
    url: '/accounts/password/',
    summary: '비밀번호 변경: 현재 비밀번호 확인 후 바꾸고, 이 로그인을 뺀 다른 로그인을 모두 끊습니다.',
    tag: 'accounts',
    access: 'signed-in',
    body: changePasswordInput,
    response: null,
    handler: ({ caller, body }) => service.changePassword(caller, body),
  });
  router.route({
    method: 'POST',
    url: '/accounts/erp/send-refresh/',
    summary: 'LUMINA에 로그인 갱신을 요청합니다.',
    tag: 'lumina',
    access: 'signed-in',
    response: null,
    handler: ({ caller }) => service.sendErpRefresh(caller),
  });
}
