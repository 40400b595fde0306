import { call, createTestApp } from '/work/main/test/helper.js';
const t = await createTestApp();
for (const u of [`/v1/bot7001/${'A'.repeat(40)}!*$/chats`, `/v1/bot7001/${'A'.repeat(40)}%20%2B%3D/chats`, `/v1/bot7001/${'A'.repeat(40)}%20/chats`, `/v1/bot7001/${'A'.repeat(40)}%2B/chats`,`/v1/bot7001/${'A'.repeat(40)}%3D/chats`, `/v1/bot7001/${'A'.repeat(40)}%2F/chats`]) {
  const r = await call(t, 'GET', u); console.log(u, r.status, r.raw);
}
for (const [m,u] of [['PUT','/chats'],['DELETE','/orders/count'],['GET','/openapi.json']]) { const r = await call(t, m, m==='GET'?u:t.base+u); console.log(m,u,r.status,r.headers.allow, m==='GET'? Object.keys(r.body.paths): r.raw); }
await t.close();
